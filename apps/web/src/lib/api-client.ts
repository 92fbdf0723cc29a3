import { CLIENT_TYPE_HEADER, REQUEST_RETRIES, type TApiError, type TErrorCode } from '@app/shared';
import i18next from 'i18next';
import { isInstalledMode } from './installed-mode';

/** A call the server answered with an error: its status and `{ error, message }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Partial<TApiError> = {},
  ) {
    super(message);
  }
}

/**
 * No answer at all (offline, the connection dropped): still a TypeError as `fetch` throws it, so the
 * retry rules hold, but with a sentence in the member's language instead of the browser's "Failed to fetch".
 */
export class NetworkError extends TypeError {
  constructor() {
    super(catalogueText('toasts.noConnection'));
  }
}

/** A sentence of the app's catalogue (the key itself before the catalogue loaded, as in screen tests). */
function catalogueText(key: 'toasts.noConnection' | `errors.${TErrorCode}`): string {
  return i18next.isInitialized ? i18next.t(key) : key;
}

/** The code for an error answer without our JSON (a proxy's "Bad Gateway" page, a gateway timeout). */
function codeOfBareStatus(status: number): TErrorCode {
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 404) return 'not_found';
  return 'internal_error';
}

/** Delay before retry number `attempt` (0-based): 0.5 s, 1 s, 2 s, 4 s, 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8_000);
}

/** Only failures that may pass by themselves are retried: no answer at all, or a 5xx. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

let authRequiredHandler: () => void = () => {};
/** Called when a call other than user.php answers 403 authentication_required: the session is gone. */
export function onAuthenticationRequired(handler: () => void): void {
  authRequiredHandler = handler;
}

let accountBannedHandler: (() => void) | null = null;
let bannedBeforeHandler = false;
/**
 * Called when any call answers 403 account_banned: moderators banned the member, every session ended.
 * An answer that came before the app registered its handler (the first user.php of a page load) is
 * handed over on registration.
 */
export function onAccountBanned(handler: () => void): void {
  accountBannedHandler = handler;
  if (bannedBeforeHandler) {
    bannedBeforeHandler = false;
    handler();
  }
}

/** Hands a ban heard elsewhere (the realtime socket's close) to the same handler as a 403 account_banned. */
export function accountBanned(): void {
  if (accountBannedHandler) accountBannedHandler();
  else bannedBeforeHandler = true;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A form (a photo upload) goes as multipart; the browser writes its content type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (path.startsWith('/api/user.php')) headers[CLIENT_TYPE_HEADER] = isInstalledMode() ? 'installed' : 'web';
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    ...(options.body !== undefined && { body: isForm ? (options.body as FormData) : JSON.stringify(options.body) }),
    ...(options.signal && { signal: options.signal }),
  }).catch((error: unknown) => {
    throw error instanceof TypeError ? new NetworkError() : error;
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const body = (json ?? {}) as Partial<TApiError>;
    // Only our own answers carry `{ error, message }`; anything else is worded from the catalogue.
    const code = body.error ?? codeOfBareStatus(response.status);
    const error = new ApiError(response.status, code, body.message ?? catalogueText(`errors.${code}`), body);
    if (response.status === 403 && body.error === 'authentication_required' && !path.startsWith('/api/user.php')) {
      authRequiredHandler();
    }
    if (response.status === 403 && body.error === 'account_banned') accountBanned();
    throw error;
  }
  return json as T;
}

/**
 * The one way the web app calls the API. GETs are idempotent, so they are retried up to five
 * times with growing delays when the network or the server fails; other methods never are.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const retries = (options.method ?? 'GET') === 'GET' ? REQUEST_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error) || options.signal?.aborted) throw error;
      await wait(retryDelay(attempt));
    }
  }
}
