import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeText, creditsBadge, documentTitle } from './badges';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';
import { loadingProgress } from './loading-bar';
import { pollInterval } from './polling';
import { placementClasses } from './toasts';
import { api, ApiError, onAuthenticationRequired, retryDelay } from './api-client';

describe('badges', () => {
  it('caps the unread badge at 99+ from 100', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(2500)).toBe('99+');
  });

  it('shows the credits badge at 10 or fewer: warning above 0, danger at 0', () => {
    expect(creditsBadge(11)).toBeNull();
    expect(creditsBadge(10)).toEqual({ text: '10', variant: 'warning' });
    expect(creditsBadge(1)).toEqual({ text: '1', variant: 'warning' });
    expect(creditsBadge(0)).toEqual({ text: '0', variant: 'danger' });
  });
});

describe('documentTitle', () => {
  it('puts the waiting count in parentheses, and nothing at 0', () => {
    expect(documentTitle(0, 'Amora')).toBe('Amora');
    expect(documentTitle(3, 'Amora')).toBe('(3) Amora');
    expect(documentTitle(120, 'Likes | Amora')).toBe('(120) Likes | Amora');
  });
});

describe('polling', () => {
  it('polls every 60 s, or every 300 s with push', () => {
    expect(pollInterval(false)).toBe(60_000);
    expect(pollInterval(true)).toBe(300_000);
  });
});

describe('chunk reload guard', () => {
  it('recognises a failed lazy import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const now = 1_000_000;
    expect(shouldReloadForChunkError(null, now)).toBe(true);
    expect(shouldReloadForChunkError(now - 59_000, now)).toBe(false);
    expect(shouldReloadForChunkError(now - 61_000, now)).toBe(true);
  });
});

describe('loading bar', () => {
  it('stays hidden for 200 ms, then creeps towards 90% over 5 s', () => {
    expect(loadingProgress(150)).toEqual({ visible: false });
    expect(loadingProgress(200)).toMatchObject({ visible: true, progress: 10 });
    expect(loadingProgress(2_700)).toMatchObject({ visible: true, progress: 50 });
    expect(loadingProgress(60_000)).toMatchObject({ visible: true, progress: 90 });
  });
});

describe('toast placement', () => {
  it('places toasts top or bottom and left, centre, right or full width', () => {
    expect(placementClasses('top-left')).toBe('top-0 start-0');
    expect(placementClasses('bottom-center')).toBe('bottom-0 start-50 translate-middle-x');
    expect(placementClasses('top-right')).toBe('top-0 end-0');
    expect(placementClasses('bottom-full')).toContain('toast-full');
  });
});

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const jsonResponse = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('grows the retry delay exponentially', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([500, 1_000, 2_000, 4_000, 8_000]);
  });

  it('retries an idempotent GET five times, then gives up', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => jsonResponse(503, { error: 'internal_error', message: 'down' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('/api/settings.php').catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('succeeds when a retry gets through', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const result = api('/api/settings.php');
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ ok: true });
  });

  it('never retries a POST or a 4xx', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(500, { error: 'internal_error', message: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/user.php', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'invalid_input', message: 'bad' }));
    await expect(api('/api/regions.php')).rejects.toMatchObject({ status: 400, code: 'invalid_input', message: 'bad' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('logs out on 403 authentication_required from any call but user.php', async () => {
    const handler = vi.fn();
    onAuthenticationRequired(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { error: 'authentication_required', message: 'log in' })),
    );
    await expect(api('/api/user.php', { method: 'PUT', body: { language: 'de' } })).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    await expect(api('/api/chats.php')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('marks user.php calls with the client type', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { user: null }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/user.php');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['x-client-type']).toBe('web');
  });
});

describe('failures without an answer of ours are worded from the catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a proxy page (502 Bad Gateway) becomes internal_error, never its status text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = (await api('/api/user.php', { method: 'PUT', body: {} }).catch(
      (failure: unknown) => failure,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('internal_error');
    expect(error.message).not.toContain('Bad Gateway');
  });

  it('no answer at all stays a network failure, without the browser words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = (await api('/api/user.php', { method: 'PUT', body: {} }).catch(
      (failure: unknown) => failure,
    )) as Error;
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).not.toContain('Failed to fetch');
  });
});
