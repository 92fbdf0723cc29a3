import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../test/test-app';

const lines: Array<Record<string, unknown>> = [];
let t: TestApp;
beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  t = await createTestApp({}, undefined, { loggerInstance: logger });
});
afterAll(() => t.close());

describe('the request log', () => {
  it('writes one line per answered request, with the request, its status and its time under its id', async () => {
    lines.length = 0;
    const answer = await t.app.inject({ url: '/api/settings.php' });
    expect(answer.statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/chats.php' });
    expect(refused.statusCode).toBe(403);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(2);
    const [first, second] = completed;
    expect(first).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/settings.php' },
      res: { statusCode: 200 },
    });
    expect(typeof first!.responseTime).toBe('number');
    expect(second).toMatchObject({ req: { url: '/api/chats.php' }, res: { statusCode: 403 } });
    expect(first!.reqId).not.toBe(second!.reqId);
  });
});
