import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web';

let app: FastifyInstance;
let dist: string;
const SCRIPT = 'console.log("hello from the app");'.repeat(20);

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await fs.writeFile(path.join(dist, 'assets/app-3f9a1c.js'), SCRIPT);
  await fs.writeFile(path.join(dist, 'assets/app-3f9a1c.js.br'), zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(path.join(dist, '.vite/manifest.json'), '{"src/app.tsx":{"file":"assets/app-3f9a1c.js"}}');
  app = Fastify();
  await registerWebApp(app, dist, async (template, req) => template.replace('<div', `<p>${req.url}</p><div`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client routes with index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/index.html', '/members/12', '/likes/m/3', '/chats/5?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(`<p>${url}</p><div id="root">`);
    }
  });

  it('caches hashed assets for a year and sends the pre-compressed file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('keeps the build manifest to the server: it names every source file', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/%2Evite/manifest.json',
      '/./.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '//.vite/manifest.json',
      '/.VITE/manifest.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      // 404, or 403 where the static files refuse the path itself ("//"): never the file.
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('src/app.tsx');
    }
  });

  it('revalidates files outside assets/', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or API path with 404, not the page', async () => {
    for (const url of ['/assets/missing-123.js', '/api/missing.php']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
