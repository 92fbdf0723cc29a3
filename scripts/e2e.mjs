// Runs the Playwright journeys when there are any (apps/web/e2e); the web shell issue adds them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!fs.existsSync(path.join(root, 'apps/web/e2e'))) {
  console.log('No browser journeys yet (apps/web/e2e).');
  process.exit(0);
}
