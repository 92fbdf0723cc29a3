import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/explode.php', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
  });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors and Referrer-Policy on every answer', async () => {
    for (const url of ['/api/settings.php', '/api/nothing-here.php', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // The selfie of the photo verification needs the camera, on our own pages only; nobody needs a microphone.
      expect(response.headers['permissions-policy'], url).toContain('camera=(self)');
      expect(response.headers['permissions-policy'], url).toContain('microphone=()');
    }
  });

  it('keeps API answers out of shared caches', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user.php' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('cross-site requests', () => {
  const body = { email: 'a@example.test', password: 'whatever1' };

  it('refuses a state change marked cross-site by the browser', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden_origin');
  });

  it('refuses a state change from a foreign Origin', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { origin: 'https://evil.example' },
      payload: { language: 'de' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('forbidden_origin');
  });

  it('accepts our own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets cross-site reads through', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('bad requests', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here.php' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', message: 'This page could not be found.' });
  });

  it('answers a failure with a plain 500 that shows no stack or detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/explode.php' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error', message: expect.any(String) });
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('.ts');
  });
});

describe('GET /healthz', () => {
  it('checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every API call', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = response.json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/settings.php',
        '/api/user.php',
        '/api/logout.php',
        '/api/regions.php',
        '/api/interests.php',
        '/api/companyinfo.php',
        '/api/signup.php',
        '/api/password-reset.php',
        '/api/notifications.php',
        '/api/photos.php',
        '/api/geocode.php',
      ]),
    );
    expect(Object.keys(paths['/api/user.php']).sort()).toEqual(['delete', 'get', 'post', 'put']);
  });
});
