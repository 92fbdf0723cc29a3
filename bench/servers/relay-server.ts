// The chat benchmark's baseline: a bare `ws` relay with the same shape as the app's chat (a message is
// POSTed over HTTP and delivered to the recipient's socket), without database, rules or Redis.
// Prints "READY <port>".
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Map<string, Set<WebSocket>>();
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'POST' || url.pathname !== '/send') {
    res.writeHead(404).end();
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const data = JSON.stringify({ type: 'message', message: { body: (JSON.parse(body) as { body: string }).body } });
    for (const socket of sockets.get(url.searchParams.get('to') ?? '') ?? []) socket.send(data);
    res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
// Kept-alive connections outlive the bench's pauses between parts (Node's default of 5 s closes them just as
// the next part reuses them: "other side closed"); Fastify keeps them 72 s.
server.keepAliveTimeout = 75_000;
const wss = new WebSocketServer({ server, path: '/ws' });
wss.on('connection', (socket, req) => {
  const id = new URL(req.url ?? '/', 'http://localhost').searchParams.get('id') ?? '';
  const mine = sockets.get(id) ?? new Set();
  mine.add(socket);
  sockets.set(id, mine);
  socket.on('close', () => mine.delete(socket));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0} ${process.pid}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
