import { describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../admin/staff-accounts';
import { loadConfig } from '../../config/env';
import { startBanner, type TStartFacts } from '../../config/start-banner';
import { DEMO_LOGIN } from '../../seed/demo-seed';

const facts: TStartFacts = {
  url: 'https://amora.example',
  database: 'postgres',
  photos: 'DATA_DIR/media',
  payments: 'sandbox',
  demoAccounts: true,
};
const SECRETS = [DEMO_STAFF.password, DEMO_STAFF.totpSecret, DEMO_LOGIN.password];
const printed = (env: Record<string, string>, demoAccounts = true) =>
  startBanner(loadConfig({ DATA_DIR: '/tmp/banner', ...env }), { ...facts, demoAccounts }).join('\n');

describe('the start banner', () => {
  it('someone who reads a production server’s start-up log finds no console password or authenticator secret', () => {
    // A database seeded in development, then started in production.
    const production = printed({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    });
    expect(production).toContain('Site ready at https://amora.example');
    for (const secret of SECRETS) expect(production).not.toContain(secret);
    expect(production).toContain('WARNING: the demo console accounts');
  });

  it('a production server never seeds the demo console accounts, whose password is published', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: not in production/);
    expect(loadConfig({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
  });

  it('someone who reads the log of a server without the demo seed finds no demo credentials', () => {
    for (const secret of SECRETS) {
      expect(printed({ NODE_ENV: 'development', SEED_DEMO: 'false' })).not.toContain(secret);
      expect(printed({ NODE_ENV: 'development', SEED_DEMO: 'true' }, false)).not.toContain(secret);
    }
  });

  it('a developer with the demo seed still gets the demo logins', () => {
    const development = printed({ NODE_ENV: 'development', SEED_DEMO: 'true' });
    for (const secret of SECRETS) expect(development).toContain(secret);
  });
});
