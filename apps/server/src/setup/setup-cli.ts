// `npm run setup -- --admin-email ops@example.com --domain amora.example [--site-name Amora] [--company "…"]
// [--admin-name "…"]`: the first site and admin of an installation without demo data (docs/operations.md).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { syncReferenceData } from '../members/reference.service';
import { FirstRunError, setUpFirstRun } from './first-run';

const USAGE =
  'usage: npm run setup -- --admin-email <address> --domain <site domain> [--site-name <name>] ' +
  '[--company <legal name>] [--admin-name <name>]';

const ZSetupArgs = z.object({
  'admin-email': z.email().transform((value) => value.toLowerCase()),
  domain: z
    .string()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
      'a domain name',
    ),
  'site-name': z.string().trim().min(1).max(100).optional(),
  company: z.string().trim().min(1).max(200).optional(),
  'admin-name': z.string().trim().min(1).max(100).default('Admin'),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: Record<string, string | undefined>;
try {
  values = parseArgs({
    args: process.argv.slice(2),
    options: {
      'admin-email': { type: 'string' },
      domain: { type: 'string' },
      'site-name': { type: 'string' },
      company: { type: 'string' },
      'admin-name': { type: 'string' },
    },
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const parsed = ZSetupArgs.safeParse(values);
if (!parsed.success)
  fail(`${parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
const args = parsed.data;
const siteName = args['site-name'] ?? args.domain.split('.')[0]!.replace(/^./, (first) => first.toUpperCase());

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(database.db);
  await syncReferenceData(database.db);
  const done = await setUpFirstRun(database.db, {
    adminEmail: args['admin-email'],
    adminName: args['admin-name'],
    siteName,
    domain: args.domain,
    companyName: args.company ?? siteName,
  });
  console.log(`Set up "${siteName}" on ${args.domain} (site ${done.siteId}).`);
  console.log(`Console: https://${args.domain}/admin — log in as ${args['admin-email']} with the temporary password`);
  console.log(`  ${done.temporaryPassword}`);
  console.log('(shown once), then set up the authenticator app; add packages, staff and sites in the console.');
} catch (error) {
  if (error instanceof FirstRunError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
