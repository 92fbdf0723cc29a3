// `npm start`: builds what is missing or out of date, then runs the server in this process.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  const visit = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target))
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function stale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newestChange(sources);
}

function run(label, args) {
  const started = Date.now();
  process.stdout.write(`${label}… `);
  execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (!fs.existsSync(at('node_modules'))) {
  console.error('Dependencies are missing: run "npm install" first.');
  process.exit(1);
}

const shared = [at('packages/shared/src'), at('packages/shared/locales')];
if (
  stale(at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/public'),
    at('apps/web/vite.config.ts'),
    ...shared,
  ])
) {
  run('Building the web app', [at('node_modules/vite/bin/vite.js'), 'build', at('apps/web'), '--logLevel', 'error']);
}
if (stale(at('apps/server/dist/server.js'), [at('apps/server/src'), at('apps/server/build.mjs'), ...shared])) {
  run('Building the server', [at('apps/server/build.mjs')]);
}

await import(pathToFileURL(at('apps/server/dist/server.js')).href);
