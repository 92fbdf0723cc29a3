// Starts the built site (as `npm start` runs it) on a free port with a fresh embedded database and demo data;
// used by the browser journeys and the web benchmark.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { at, buildIfStale } from './build-if-stale.mjs';

/** Resolves to `{ url, stop }` once the site serves; rejects with the server's output if it stops first. */
export async function startTemporarySite({ log = false, dataDir: given, env = {} } = {}) {
  buildIfStale({ log });
  const dataDir = given ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'site-')));
  const child = spawn(process.execPath, [at('apps/server/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Journeys give every browser context its own visitor address (x-forwarded-for), as real visitors
      // have, so per-address limits such as signups count each visitor apart.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk.toString()));
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`The server stopped (${code}) before serving:\n${output}`));
    });
  });
  async function stop() {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  return { url, dataDir, stop, output: () => output };
}
