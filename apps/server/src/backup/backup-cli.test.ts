import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporarySite } from '../../../../scripts/temporary-site.mjs';
import { runScript } from '../test/run-script';

/** `npm run backup` / `npm run restore` as an operator types them, against DATA_DIR. */
const command = (args: string[], dataDir: string) => runScript('data-backup.mjs', args, { DATA_DIR: dataDir });

// The built server with its demo data, started as `npm start` starts it (issue 21 item 4).
describe.skipIf(Boolean(process.env.DATABASE_URL))('the backup and restore commands', () => {
  let site: Awaited<ReturnType<typeof startTemporarySite>>;
  let scratch: string;
  beforeAll(async () => {
    site = await startTemporarySite();
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-cli-'));
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('copies a running site through its own process, restores it elsewhere, and checks what it restored', async () => {
    const file = path.join(scratch, 'live.tgz');
    const backedUp = await command(['backup', '--out', file], site.dataDir);
    expect(backedUp.output).toContain('Asked the running server');
    expect(backedUp.code).toBe(0);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);

    const elsewhere = path.join(scratch, 'restored');
    const restored = await command(['restore', file], elsewhere);
    expect(restored.output).toMatch(/Checked against its manifest: \d+ tables, \d+ rows; ledger/);
    expect(restored.code).toBe(0);
    const again = await command(['restore', file], elsewhere);
    expect(again.code).toBe(1);
    expect(again.output).toContain('data_dir_not_empty');

    // With no server on the folder, the command copies it itself.
    const offline = await command(['backup', '--out', path.join(scratch, 'offline.tgz')], elsewhere);
    expect(offline.output).toContain('No server is running');
    expect(offline.code).toBe(0);
    expect((await command(['restore'], elsewhere)).output).toContain('usage: npm run backup');
  }, 300_000);
});
