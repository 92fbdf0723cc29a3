// The server as component tests see it: `fetch` answers from a table of calls, each answer shaped like the
// server's (`{ error, message }` for failures). A call the test did not expect writes to the console, which
// fails the test (console-guard), so a screen cannot quietly call what the test did not think of.
import { afterEach, vi } from 'vitest';

export interface TFakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body, a FormData, or undefined. */
  body: unknown;
}

/** An answer, or a plain object for 200 with that JSON; throwing a TypeError is a network failure. */
type THandler = (request: TFakeRequest) => Response | object | Promise<Response | object>;

/** A JSON answer with a status, as the server sends them. */
export function reply(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A refusal in the server's error shape; `message` is what its error handler translated. */
export function refuse(status: number, error: string, message: string, extra: object = {}): Response {
  return reply(status, { error, message, ...extra });
}

/** A promise the test settles when it wants: to look at the screen while a call is on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Stubs `fetch` with `routes`, keyed `'<METHOD> <path>'` (`'POST /api/messages.php'`). Returns every
 * request made, in order, for the test's assertions.
 */
export function fakeApi(routes: Record<string, THandler>) {
  const requests: TFakeRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? undefined);
    const request: TFakeRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) {
      console.error(`The test did not expect ${method} ${url.pathname}${url.search}`);
      return refuse(404, 'not_found', 'Not found');
    }
    const answer = await handler(request);
    return answer instanceof Response ? answer : reply(200, answer);
  });
  return {
    requests,
    /** The requests made to one call, e.g. `calls('POST /api/messages.php')`. */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
  };
}
