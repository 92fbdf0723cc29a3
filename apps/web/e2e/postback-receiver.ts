import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A traffic network's postback endpoint for the journeys: it answers every call with 200 and keeps its
 * address; `GET /received?path=<prefix>` lists the calls whose path starts with the prefix.
 */
export async function startPostbackReceiver(): Promise<{ url: string; hostEntry: string; stop(): Promise<void> }> {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (url.pathname === '/received') {
      const prefix = url.searchParams.get('path') ?? '/';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received.filter((entry) => entry.startsWith(prefix))));
      return;
    }
    received.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('conversion recorded');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostEntry: `127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
