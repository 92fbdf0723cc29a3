import { DEMO_STAFF } from '../admin/staff-accounts';
import { DEMO_LOGIN } from '../seed/demo-seed';
import type { TConfig } from './env';

export interface TStartFacts {
  url: string;
  database: 'pglite' | 'postgres';
  photos: string;
  payments: string;
  /** The demo seed's console accounts are in this database (the seed ran on it, then or earlier). */
  demoAccounts: boolean;
}

/**
 * The lines printed once the server listens. Demo logins, and the console's password and authenticator
 * secret above all, only where the demo seed made those accounts, and never in production: a log
 * collector keeps these lines, and a production console must not open with a password from the source.
 */
export function startBanner(config: TConfig, facts: TStartFacts): string[] {
  const lines = [
    `  Site ready at ${facts.url}`,
    `  Database: ${facts.database === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    `  Photos: ${facts.photos}`,
    `  Payments: ${facts.payments === 'sandbox' ? 'sandbox (test checkout, nobody is charged)' : facts.payments}`,
  ];
  const demoConsole = DEMO_STAFF.accounts.map((account) => account.email).join(', ');
  if (config.SEED_DEMO && facts.demoAccounts && config.NODE_ENV !== 'production')
    lines.push(
      `  Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
      `  Console: ${facts.url}/admin – ${demoConsole} / ${DEMO_STAFF.password},` +
        ` authenticator secret ${DEMO_STAFF.totpSecret}`,
    );
  if (facts.demoAccounts && config.NODE_ENV === 'production')
    lines.push(
      `  WARNING: the demo console accounts (${demoConsole}) are in this database with a published password:` +
        ' remove them before going live.',
    );
  if (!config.SMTP_URL && config.NODE_ENV !== 'production')
    lines.push(`  Mails (no SMTP_URL): ${facts.url}/dev/mailbox`);
  return ['', ...lines, ''];
}
