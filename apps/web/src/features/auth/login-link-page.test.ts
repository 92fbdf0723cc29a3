import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLoginLink } from './login-link-page';

describe('opening a login link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts a token once, however often the page asks (StrictMode runs effects twice)', async () => {
    const answer = { user: { id: 1 }, next: '/chats/5' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = 'A'.repeat(43);
    const [first, second] = await Promise.all([openLoginLink(token), openLoginLink(token)]);
    expect(first).toEqual(answer);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login-link.php');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it('keeps a refusal: a spent link is not tried again', async () => {
    const body = { error: 'link_invalid', message: 'This link is no longer valid.' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    const token = 'B'.repeat(43);
    await expect(openLoginLink(token)).rejects.toMatchObject({ status: 400, code: 'link_invalid' });
    await expect(openLoginLink(token)).rejects.toMatchObject({ code: 'link_invalid' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
