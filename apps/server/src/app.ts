import fs from 'node:fs/promises';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './accounts/accounts.routes';
import type { AppDeps } from './app-deps';
import type { TConfig } from './config/env';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerLoginLinkRoutes } from './auth/login-link.routes';
import { registerHealthRoutes } from './health/health.routes';
import { buildOpenApi } from './lib/openapi';
import { registerMemberRoutes } from './members/members.routes';
import { registerLikeRoutes } from './likes/likes.routes';
import { registerReferenceRoutes } from './members/reference.routes';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerFormBodies } from './plugins/form-body';
import { registerRequestLog } from './plugins/request-log';
import { registerRequestContext, requestIdOf } from './plugins/request-context';
import { requestLogger } from './lib/logger';
import { registerSecurity } from './plugins/security';
import { registerSiteResolver } from './plugins/site-resolver';
import { registerWebApp } from './plugins/web';
import { renderIndexDocument } from './sites/index-document';
import { registerManifestRoute } from './sites/manifest.routes';
import { registerSiteRoutes } from './sites/sites.routes';
import { registerSeoRoutes } from './sites/seo.routes';
import { registerLanderRoutes } from './landers/landers.routes';
import { registerStaffAuthRoutes } from './admin/auth/staff-auth.routes';
import { registerModerationRoutes } from './admin/moderation/moderation.routes';
import { registerVerificationReviewRoutes } from './admin/moderation/verification-review.routes';
import { registerSupportRoutes } from './admin/support/support.routes';
import { registerInboxRoutes } from './admin/inbox/inbox.routes';
import { registerDashboardRoutes } from './admin/dashboard/dashboard.routes';
import { registerSiteAdminRoutes } from './admin/sites/site-admin.routes';
import { registerPostbackRoutes } from './postbacks/postbacks.routes';
import { registerJobAdminRoutes } from './admin/system/jobs.routes';
import { registerPasswordRoutes } from './accounts/password.routes';
import { registerSettingsRoutes } from './accounts/settings.routes';
import { registerWarningRoutes } from './accounts/warnings.routes';
import { registerSignupRoutes } from './accounts/signup.routes';
import { registerMailRoutes } from './mail/mail.routes';
import { registerProfileRoutes } from './members/profile.routes';
import { registerPhotoRoutes } from './photos/photos.routes';
import { registerChatRoutes } from './chat/chat.routes';
import { registerScreeningRoutes } from './screening/screening.routes';
import { registerVerificationRoutes } from './verification/verification.routes';
import { registerBackupRoutes } from './backup/backup.routes';
import { registerMetricsRoutes } from './metrics/metrics.routes';
import { registerRealtimeRoutes } from './realtime/ws.routes';
import { registerPaymentRoutes } from './payments/payments.routes';
import { registerPaymentWebhook } from './payments/webhook.routes';
import { registerSandboxCheckout } from './payments/sandbox-checkout.routes';
import { MEDIA_CACHE_CONTROL } from './photos/media-storage';
import { publicMediaDir } from './photos/media-setup';
import { registerSignedMediaRoutes } from './photos/signed-media.routes';

/** A hop count becomes "trust the nearest N proxies". */
function trustProxyOption(value: TConfig['TRUST_PROXY']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildAppOptions {
  deps: AppDeps;
  /** Folder of the built web app; omitted in API tests. */
  webDistDir?: string;
  logger?: boolean | { level: string };
  /** The server's own logger, shared with what runs beside the requests (jobs, Redis, the watchdog). */
  loggerInstance?: FastifyBaseLogger;
}

/** Builds the whole site (API, web app) on the given dependencies. Does not listen. */
export async function buildApp({
  deps,
  webDistDir,
  logger = false,
  loggerInstance,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance, childLoggerFactory: requestLogger } : { logger }),
    // A proxy's X-Request-Id when it is a safe token, else a fresh id (plugins/request-context.ts).
    genReqId: requestIdOf,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    // One line per request, written when it is answered (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('deps', deps);
  app.decorate('routeRegistry', []);

  // First: every later hook, and what it logs, runs inside the request's log context.
  registerRequestContext(app);
  await app.register(cookie);
  await registerCompression(app);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerFormBodies(app);
  registerSiteResolver(app);
  registerSecurity(app, { https: Boolean(deps.config.PUBLIC_URL?.startsWith('https:')) });

  registerHealthRoutes(app);
  registerSiteRoutes(app);
  registerSeoRoutes(app);
  registerLanderRoutes(app);
  registerStaffAuthRoutes(app);
  registerModerationRoutes(app);
  registerVerificationReviewRoutes(app);
  registerSupportRoutes(app);
  registerInboxRoutes(app);
  registerDashboardRoutes(app);
  registerSiteAdminRoutes(app);
  registerJobAdminRoutes(app);
  registerPostbackRoutes(app);
  registerSignupRoutes(app);
  registerPasswordRoutes(app);
  registerSettingsRoutes(app);
  registerWarningRoutes(app);
  registerMailRoutes(app);
  registerProfileRoutes(app);
  await registerPhotoRoutes(app);
  registerSignedMediaRoutes(app);
  registerManifestRoute(app);
  registerReferenceRoutes(app);
  registerMemberRoutes(app);
  registerLikeRoutes(app);
  registerChatRoutes(app);
  registerScreeningRoutes(app);
  registerVerificationRoutes(app);
  registerBackupRoutes(app);
  registerMetricsRoutes(app);
  await registerRealtimeRoutes(app);
  registerPaymentRoutes(app);
  await registerPaymentWebhook(app);
  registerSandboxCheckout(app);
  // The sandbox provider calls our webhook as a real provider would, through the whole HTTP stack.
  deps.payments.sandbox.useDelivery(async (body, headers) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers,
      payload: body,
    });
    return answer.statusCode;
  });
  registerAuthRoutes(app);
  registerLoginLinkRoutes(app);
  registerAccountRoutes(app);

  app.get('/api/openapi.json', async () => buildOpenApi(app.routeRegistry));
  // Photos have random, never-reused names, so they may be cached for good. With S3_BUCKET the
  // sites' cdn_prefix points at the bucket instead; this folder then only serves what is left in it.
  // Private files live in a folder beside it that nothing serves by name (/media-signed/ only).
  const mediaDir = publicMediaDir(deps.config);
  await fs.mkdir(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', MEDIA_CACHE_CONTROL),
  });
  await registerWebApp(app, webDistDir, renderIndexDocument);
  return app;
}
