import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** An AES-256 key as base64: exactly 32 bytes. */
const isDataKey = (value: string) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
const DATA_KEY_FORMAT = '32 random bytes in base64 (openssl rand -base64 32)';

/** Every environment variable the server reads, checked once at start-up. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Seeds demo sites, members and console accounts (with a published password) into an empty database.
   * Default: on, except with NODE_ENV=production, where it is refused.
   */
  SEED_DEMO: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      if (['false', '0', 'no', ''].includes(value)) return false as const;
      if (['true', '1', 'yes'].includes(value)) return true as const;
      if (/^\d+$/.test(value)) return Number(value);
      if (/^[\d.:/a-fA-F, ]+$/.test(value)) return value;
      ctx.addIssue({ code: 'custom', message: 'true, false, a hop count or a list of proxy addresses' });
      return z.NEVER;
    }),
  /**
   * Soak runs only: every scheduled job's interval, first run and waiting period (the notification mails'
   * quiet minutes) shrink by this factor, so a short run fires each job many times. 1 in production.
   */
  JOB_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  /**
   * Who may read GET /metrics: addresses and CIDR ranges, comma-separated (the caller's address as TRUST_PROXY
   * reads it). Default: this machine only.
   */
  METRICS_ALLOW: z
    .string()
    .default('127.0.0.1/8,::1/128')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        const [address, bits] = entry.split('/');
        const family = isIP(address ?? '');
        const maxBits = family === 6 ? 128 : 32;
        if (family === 0 || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits)))
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not an address or a CIDR range` });
      }
      return entries;
    }),
  /**
   * Where conversion postbacks may go: host names, `*.domain` for every name under a domain, each optionally
   * with `:port`, comma-separated. A wildcard never reaches a private or loopback address; an exact entry may
   * (a tracker on the internal network). Empty: no postback is sent.
   */
  POSTBACK_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean);
      for (const entry of entries)
        if (!/^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(entry))
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not a host name, *.domain or [IPv6], with an optional :port`,
          });
      return entries;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * An OpenTelemetry collector's base address (`http://collector:4318`): spans of every request and of its
   * database statements go to its /v1/traces (OTLP/HTTP, JSON). Unset: no tracing, and nothing of it loaded.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** The service name the spans carry. */
  OTEL_SERVICE_NAME: z.string().min(1).default('amora'),
  WEB_DIST_DIR: z.string().optional(),
  /** smtp(s)://user:pass@host:port — without it, mail goes to the local outbox (/dev/mailbox). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /** Address mails come from; default noreply@<the site's domain>. */
  MAIL_FROM_ADDRESS: z.email().optional(),
  /** Shared secret of POST /api/mail-events.php (bounces and complaints); unset: the call is closed. */
  MAIL_EVENTS_SECRET: z.string().min(16).optional(),
  /**
   * Signs the short-lived addresses of private photos (full-size photos only entitled viewers see); the
   * same in every process. Unset: made once and kept in the database.
   */
  MEDIA_SIGNING_SECRET: z.string().min(32).optional(),
  /** With a bucket, photos go to S3-compatible object storage instead of DATA_DIR/media. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
    .optional(),
  /** Another S3-compatible service (MinIO, R2, …); unset: Amazon S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** bucket.host/key (virtual-hosted, default) or host/bucket/key, which most self-hosted services need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** Who takes payments: the built-in sandbox (default; nobody really pays) or Stripe. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'a Stripe webhook secret (whsec_…)')
    .optional(),
  /**
   * Encrypts personal data at rest (direct-debit mandates): 32 random bytes in base64
   * (`openssl rand -base64 32`). Unset: made once and kept in DATA_DIR/secrets; required in production
   * with DATABASE_URL, where the database and its key must not live on one disk.
   */
  DATA_ENCRYPTION_KEY: z.string().refine(isDataKey, DATA_KEY_FORMAT).optional(),
  /** Keys replaced by a new DATA_ENCRYPTION_KEY, comma-separated: still read, and re-encrypted at start. */
  DATA_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.every(isDataKey), `each: ${DATA_KEY_FORMAT}`)
    .optional(),
});

/** Settings that only make sense together; checked even when another variable is bad, so one run names all. */
const ZConfig = ZEnv.superRefine(
  (env, ctx) => {
    if (env.S3_BUCKET)
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
    if (env.PAYMENT_PROVIDER === 'stripe')
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'required when PAYMENT_PROVIDER is stripe' });
    if (env.NODE_ENV === 'production' && env.SEED_DEMO)
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'not in production: the demo console accounts have a published password and authenticator secret',
      });
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.DATA_ENCRYPTION_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['DATA_ENCRYPTION_KEY'],
        message:
          'required in production with DATABASE_URL (a key made in DATA_DIR would differ per server and sit beside the data): openssl rand -base64 32',
      });
  },
  { when: () => true },
);

export type TConfig = Omit<z.infer<typeof ZEnv>, 'DATA_DIR' | 'SEED_DEMO'> & { DATA_DIR: string; SEED_DEMO: boolean };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    // A relative folder is where the command was typed: npm runs a workspace's script inside the workspace
    // (`npm run seed` at the root would otherwise fill apps/server/data while `npm start` reads ./data).
    DATA_DIR: path.resolve(env.INIT_CWD || process.cwd(), parsed.data.DATA_DIR),
    SEED_DEMO: parsed.data.SEED_DEMO ?? parsed.data.NODE_ENV !== 'production',
  };
}
