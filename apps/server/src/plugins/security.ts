import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET calls that change state still refuse other sites (logout). */
const STATE_CHANGING_GETS = new Set(['/api/logout.php']);

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** host[:port] without the scheme's default port, so "localhost:80" equals "http://localhost". */
function normalisedHost(host: string, protocol: string): string {
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  const lower = host.toLowerCase();
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower;
}

function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return normalisedHost(url.host, url.protocol.replace(':', ''));
  } catch {
    return null;
  }
}

/**
 * A browser marks where a request comes from: Sec-Fetch-Site, and Origin on non-GET requests.
 * Anything other than our own origin (or a typed-in navigation) is refused.
 */
export function isCrossSite(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return originHost(origin) !== normalisedHost(req.host, req.protocol);
}

export function registerSecurity(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const changesState = STATE_CHANGING.has(req.method) || STATE_CHANGING_GETS.has(path);
    if (changesState && !req.routeOptions.config?.allowCrossSite && isCrossSite(req)) {
      return sendError(req, reply, 'forbidden_origin');
    }
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // The camera for the selfie of the photo verification (verification/), this origin only; never a microphone.
    reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=(self), payment=(self)');
    if (options.https || req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
