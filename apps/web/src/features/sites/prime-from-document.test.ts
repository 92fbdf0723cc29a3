import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_SETTINGS_ELEMENT_ID, type TBootDocument } from '@app/shared';
import { queryKeys } from '../../lib/query-keys';
import { siteSettings } from '../../test/fixtures';
import { primeFromDocument } from './sites.queries';

function pageBrought(boot: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BOOT_SETTINGS_ELEMENT_ID;
  element.textContent = typeof boot === 'string' ? boot : JSON.stringify(boot);
  document.head.append(element);
}

afterEach(() => document.getElementById(BOOT_SETTINGS_ELEMENT_ID)?.remove());

describe('what the page document brought (issue 19: the first screen without a call)', () => {
  it("caches the settings and the first screen's answers as of when the server wrote them", () => {
    const renderedAt = Date.now() - 30_000;
    const card = { id: 7, name: 'Lina' };
    const lander = { niche: 1, country: 'NL', online: 12, profiles: [card], map: null };
    pageBrought({
      settings: siteSettings(),
      renderedAt,
      featuredMembers: { profiles: [card] },
      lander,
    } as unknown as TBootDocument);
    const queryClient = new QueryClient();
    primeFromDocument(queryClient);
    expect(queryClient.getQueryData(queryKeys.settings)).toEqual(siteSettings());
    expect(queryClient.getQueryData(queryKeys.featuredMembers)).toEqual([card]);
    expect(queryClient.getQueryData(queryKeys.lander(false))).toEqual(lander);
    expect(queryClient.getQueryState(queryKeys.featuredMembers)?.dataUpdatedAt).toBe(renderedAt);
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    // The map lander asks for more than the document brings.
    expect(queryClient.getQueryData(queryKeys.lander(true))).toBeUndefined();
  });

  it('knows nobody is logged in when the page came without a session cookie', () => {
    pageBrought({ settings: siteSettings(), renderedAt: Date.now(), signedOut: true });
    const queryClient = new QueryClient();
    primeFromDocument(queryClient);
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
  });

  it('leaves the cache empty when the block is damaged', () => {
    pageBrought('{"settings": ');
    const queryClient = new QueryClient();
    primeFromDocument(queryClient);
    expect(queryClient.getQueryData(queryKeys.settings)).toBeUndefined();
  });
});
