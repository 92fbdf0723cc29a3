// Builds the web app and the server when their sources changed since the last build.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const at = (...parts) => path.join(root, ...parts);
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

function run(label, args, log) {
  const started = Date.now();
  if (log) process.stdout.write(`${label}… `);
  // Test runners set NODE_ENV=test, which would give a development build of React.
  execFileSync(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (log) console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const LOCK_DIR = at('.build-lock');
const LOCK_STALE_MS = 10 * 60_000;

/**
 * Two runs at once (a test run and `npm start`, two test projects) would write the same dist folders;
 * a lock folder lets one build while the other waits, then finds nothing left to build.
 */
function withBuildLock(work) {
  for (;;) {
    try {
      fs.mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(LOCK_DIR, { throwIfNoEntry: false })?.mtimeMs;
      if (age > LOCK_STALE_MS) fs.rmSync(LOCK_DIR, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** Runs the builds that are out of date; `log` false keeps the output quiet (tests). */
export function buildIfStale(options = {}) {
  withBuildLock(() => buildStale(options));
}

function buildStale({ log = true }) {
  const shared = [at('packages/shared/src'), at('packages/shared/locales')];
  if (
    stale(at('apps/web/dist/index.html'), [
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
      at('apps/web/vite-plugins'),
      ...shared,
    ])
  ) {
    run(
      'Building the web app',
      [at('node_modules/vite/bin/vite.js'), 'build', at('apps/web'), '--logLevel', 'error'],
      log,
    );
  }
  if (stale(at('apps/server/dist/server.js'), [at('apps/server/src'), at('apps/server/build.mjs'), ...shared])) {
    run('Building the server', [at('apps/server/build.mjs')], log);
  }
}
