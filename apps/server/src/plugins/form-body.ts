import type { FastifyInstance } from 'fastify';

/**
 * Plain HTML forms post application/x-www-form-urlencoded (mail programs' one-click unsubscribe, the
 * sandbox checkout page): read as an object of strings, which the routes' schemas then check.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
