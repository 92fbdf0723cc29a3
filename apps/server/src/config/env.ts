import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

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
  SEED_DEMO: booleanFlag.default(true),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  },
  { when: () => true },
);

export type TConfig = Omit<z.infer<typeof ZEnv>, 'DATA_DIR'> & { DATA_DIR: string };

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
