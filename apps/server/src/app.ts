import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/accounts.routes';
import type { AppDeps } from './app-deps';
import type { TConfig } from './config/env';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerHealthRoutes } from './health/health.routes';
import { buildOpenApi } from './lib/openapi';
import { registerMemberRoutes } from './members/members.routes';
import { registerReferenceRoutes } from './members/reference.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSiteResolver } from './plugins/site-resolver';
import { registerWebApp } from './plugins/web';
import { renderIndexDocument } from './sites/index-document';
import { registerManifestRoute } from './sites/manifest.routes';
import { registerSiteRoutes } from './sites/sites.routes';
import { registerPasswordRoutes } from './accounts/password.routes';
import { registerSettingsRoutes } from './accounts/settings.routes';
import { registerSignupRoutes } from './accounts/signup.routes';
import { registerMailRoutes } from './mail/mail.routes';
import { registerProfileRoutes } from './members/profile.routes';
import { registerPhotoRoutes } from './photos/photos.routes';

/** A hop count becomes "trust the nearest N proxies". */
function trustProxyOption(value: TConfig['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildAppOptions {
  deps: AppDeps;
  /** Folder of the built web app; omitted in API tests. */
  webDistDir?: string;
  logger?: boolean | { level: string };
}

/** Builds the whole site (API, web app) on the given dependencies. Does not listen. */
export async function buildApp({ deps, webDistDir, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('deps', deps);
  app.decorate('routeRegistry', []);

  await app.register(cookie);
  registerErrorHandler(app);
  registerSiteResolver(app);
  registerSecurity(app, { https: Boolean(deps.config.PUBLIC_URL?.startsWith('https:')) });

  registerHealthRoutes(app);
  registerSiteRoutes(app);
  registerSignupRoutes(app);
  registerPasswordRoutes(app);
  registerSettingsRoutes(app);
  registerMailRoutes(app);
  registerProfileRoutes(app);
  await registerPhotoRoutes(app);
  registerManifestRoute(app);
  registerReferenceRoutes(app);
  registerMemberRoutes(app);
  registerAuthRoutes(app);
  registerAccountRoutes(app);

  app.get('/api/openapi.json', async () => buildOpenApi(app.routeRegistry));
  // Photos have random, never-reused names, so they may be cached for good.
  await app.register(fastifyStatic, {
    root: path.join(deps.config.DATA_DIR, 'media'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  await registerWebApp(app, webDistDir, renderIndexDocument);
  return app;
}
