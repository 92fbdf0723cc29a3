import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'startup-test-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('server start-up', () => {
  it('stops with exit code 1 and names a bad variable', async () => {
    const server = startServer({ PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr).toContain('Invalid environment');
    expect(stderr).toMatch(/PORT:/);
    expect(stderr).toMatch(/DATABASE_URL:/);
  });

  it('serves, answers the health check, and stops cleanly on SIGTERM', async () => {
    const server = startServer({ PORT: '0', HOST: '127.0.0.1' });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /Site ready at (http:\/\/\S+)/.exec(server.output().stdout);
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
      }, 100);
      void server.exited.then(() => reject(new Error(`exited early: ${server.output().stderr}`)));
    });
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true }, redis: null });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
