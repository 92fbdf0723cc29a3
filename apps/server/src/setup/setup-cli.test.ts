import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTemporarySite } from '../../../../scripts/temporary-site.mjs';
import { runScript } from '../test/run-script';

const setup = (args: string[], dataDir: string) =>
  runScript('setup.mjs', args, { DATA_DIR: dataDir, NODE_ENV: 'production' });

// A production installation without the demo data (issue 21 item 5): `npm run setup`, then `npm start`.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the first-run setup', () => {
  let site: Awaited<ReturnType<typeof startTemporarySite>> | undefined;
  afterAll(async () => site?.stop());

  it('makes the first site and admin once; the server then serves the site and the admin logs in', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'first-run-'));
    const refused = await setup(['--admin-email', 'not-an-address', '--domain', 'bad domain'], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--admin-email');
    expect(refused.output).toContain('usage: npm run setup');

    const args = ['--admin-email', 'Ops@Example.com', '--domain', 'localhost', '--site-name', 'Firstsite'];
    const done = await setup(args, dataDir);
    expect(done.output).toContain('Set up "Firstsite" on localhost');
    expect(done.code).toBe(0);
    const password = /temporary password\n {2}(\S+)/.exec(done.output)?.[1];
    expect(password).toBeDefined();
    const again = await setup(args, dataDir);
    expect(again.code).toBe(1);
    expect(again.output).toContain('set up already');

    site = await startTemporarySite({ dataDir, env: { NODE_ENV: 'production', SEED_DEMO: 'false' } });
    const { settings } = (await (await fetch(`${site.url}/api/settings.php`)).json()) as {
      settings: { name: string };
    };
    expect(settings.name).toBe('Firstsite');
    const login = await fetch(`${site.url}/api/admin/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.com', password }),
    });
    expect(login.status).toBe(200);
    // Next: the authenticator app, set up at this first login.
    expect(await login.json()).toMatchObject({ staff: null, second_factor: expect.any(String) });
  }, 300_000);
});
