import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ENTRY_PAGES } from '@app/shared';
import { routes } from './router';

/** The modules a route's chunk imports, as the test build names them (`/src/app-shell.tsx`). */
function importedModules(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    [...String(route.chunk ?? '').matchAll(/import\w*\("\/(src\/[^"]+)"\)/g)].map((match) => match[1]!),
  );
}

describe('entry pages (issue 19 item 5)', () => {
  it('name the modules the router loads at each, which the page document preloads', () => {
    for (const page of ENTRY_PAGES) {
      expect(page.pattern.test(page.sample), page.sample).toBe(true);
      expect(importedModules(page.sample), page.sample).toEqual(page.modules);
    }
  });

  it('tell each entry page apart: a sample matches its own pattern first', () => {
    for (const page of ENTRY_PAGES)
      expect(ENTRY_PAGES.find((candidate) => candidate.pattern.test(page.sample))).toBe(page);
  });
});
