import { CONSOLE_LANGUAGE_HEADER } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleApi } from './console-api';

describe('console calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('name the console language, so the server answers the staff member in it', async () => {
    localStorage.setItem('console-language', 'nl');
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await consoleApi('/api/admin/me.php');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)[CONSOLE_LANGUAGE_HEADER]).toBe('nl');
  });
});
