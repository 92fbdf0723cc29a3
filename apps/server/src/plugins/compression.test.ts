import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerWebApp } from './web';

let app: FastifyInstance;
let dist: string;
const SCRIPT = 'console.log("hello from the app");'.repeat(100);
const LARGE = { profiles: Array.from({ length: 40 }, (_, id) => ({ id, name: `Member ${id}`, city: 'Haarlem' })) };

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), `<!doctype html><div id="root">${'<p>x</p>'.repeat(300)}</div>`);
  await fs.writeFile(path.join(dist, 'assets/app-3f9a1c.js'), SCRIPT);
  await fs.writeFile(path.join(dist, 'assets/app-3f9a1c.js.br'), zlib.brotliCompressSync(SCRIPT));
  app = Fastify();
  await registerCompression(app);
  app.get('/api/large.php', async () => LARGE);
  app.get('/api/small.php', async () => ({ ok: true }));
  await registerWebApp(app, dist, async (template) => template);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('compressed answers (issue 19 item 5)', () => {
  it('compresses a JSON answer over 1 KB for a browser that takes brotli or gzip', async () => {
    const brotli = await app.inject({ url: '/api/large.php', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(LARGE);
    const gzip = await app.inject({ url: '/api/large.php', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(LARGE);
  });

  it('compresses the page document', async () => {
    const page = await app.inject({ url: '/members/12', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
  });

  it('leaves alone a small answer, a client that takes no encoding, and an asset already compressed on disk', async () => {
    const small = await app.inject({ url: '/api/small.php', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await app.inject({ url: '/api/large.php' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(LARGE);
    const asset = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);
  });
});
