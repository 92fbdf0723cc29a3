// Bundles the server (and the shared workspace package) into dist/server.js, and the photo worker into
// dist/photo-worker.js; npm dependencies stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

await build({
  // The photo worker is a worker_threads entry of its own (src/screening/photos/photo-screening-pool.ts starts it).
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'photo-worker': path.join(here, 'src/screening/photos/photo-worker.ts'),
    // npm run backup / restore (scripts/data-backup.mjs).
    'backup-cli': path.join(here, 'src/backup/backup-cli.ts'),
    // npm run setup (scripts/setup.mjs).
    'setup-cli': path.join(here, 'src/setup/setup-cli.ts'),
  },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
