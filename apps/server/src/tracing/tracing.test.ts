import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/test-app';

interface TSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  status?: { code?: number };
}
const SERVER = 2;
const CLIENT = 3;
const ERROR = 2;

/** A stand-in for an OpenTelemetry collector: keeps the spans POSTed to /v1/traces as OTLP/HTTP JSON. */
const received: TSpan[] = [];
const resources: unknown[] = [];
const collector = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
    if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
      const payload = JSON.parse(text) as {
        resourceSpans: Array<{ resource: unknown; scopeSpans: Array<{ spans: TSpan[] }> }>;
      };
      for (const resourceSpans of payload.resourceSpans) {
        resources.push(resourceSpans.resource);
        for (const scope of resourceSpans.scopeSpans) received.push(...scope.spans);
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

const attribute = (span: TSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value && Object.values(value)[0];
};

const logLines: Array<Record<string, unknown>> = [];
const logger = createLogger('info', { write: (line: string) => void logLines.push(JSON.parse(line)) });

let t: TestApp;
let closed = false;
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  t = await createTestApp(
    { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'amora-test' },
    (app) => {
      app.get('/test/broken', async () => {
        await app.deps.db
          .selectFrom('no_such_table' as 'sites')
          .select('id')
          .execute();
      });
    },
    { loggerInstance: logger },
  );
});
afterAll(async () => {
  if (!closed) await t.close();
  collector.closeAllConnections();
  await new Promise((resolve) => collector.close(resolve));
});

describe('OpenTelemetry tracing (issue 21 item 1)', () => {
  it("sends a server span per request and a child span per statement, in the caller's trace, on stop", async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const answer = await t.app.inject({
      url: '/api/user.php',
      headers: { cookie, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(answer.statusCode).toBe(200);
    const broken = await t.app.inject({ url: '/test/broken' });
    expect(broken.statusCode).toBe(500);

    // The batch processor sends on its schedule; closing the app sends what is left (the server's stop path).
    await t.close();
    closed = true;

    const server = received.find((span) => span.traceId === traceId && span.kind === SERVER);
    expect(server).toMatchObject({ name: 'GET /api/user.php', parentSpanId: '00f067aa0ba902b7' });
    expect(attribute(server!, 'http.request.method')).toBe('GET');
    expect(attribute(server!, 'http.route')).toBe('/api/user.php');
    expect(Number(attribute(server!, 'http.response.status_code'))).toBe(200);
    expect(server!.status?.code ?? 0).not.toBe(ERROR);

    const queries = received.filter((span) => span.parentSpanId === server!.spanId);
    expect(queries.length).toBeGreaterThanOrEqual(1);
    for (const query of queries) {
      expect(query).toMatchObject({ traceId, kind: CLIENT });
      expect(attribute(query, 'db.system')).toBe('postgresql');
      expect(['select', 'insert', 'update', 'delete', 'transaction', 'other']).toContain(
        attribute(query, 'db.operation'),
      );
      // The statement with its placeholders, never the values: the session token is not in it.
      expect(String(attribute(query, 'db.statement'))).not.toContain(cookie.split('=')[1]);
    }
    expect(queries.some((query) => attribute(query, 'db.operation') === 'select')).toBe(true);
    expect(JSON.stringify(resources)).toContain('amora-test');

    // A 500 is an error span, and its failed statement an error span below it.
    const failed = received.find((span) => span.name === 'GET /test/broken');
    expect(failed?.status?.code).toBe(ERROR);
    const failedQuery = received.find((span) => span.parentSpanId === failed!.spanId);
    expect(failedQuery?.status?.code).toBe(ERROR);

    // The log lines of a traced request carry its trace id beside its request id.
    const completed = logLines.find(
      (line) => line.msg === 'request completed' && line.reqId === answer.headers['x-request-id'],
    );
    expect(completed).toMatchObject({ traceId });
  });
});
