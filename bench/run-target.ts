import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Target {
  child: ChildProcess;
  fields: string[];
}

/** Starts a bench server in its own process (so the load generator does not share its event loop). */
export function startTarget(
  script: string,
  env: NodeJS.ProcessEnv = process.env,
  nodeOptions: string[] = [],
): Promise<Target> {
  const child = spawn(
    process.execPath,
    [...nodeOptions, '--import', 'tsx', path.join(import.meta.dirname, 'servers', script)],
    {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (line) resolve({ child, fields: line.trim().split(' ').slice(1) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measure(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: 10, duration: 8, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(rows: Figures[], baseline: Figures): void {
  console.log('\n| target | req/s | p50 ms | p99 ms | errors | vs hello-world |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const ratio = ((row.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(0);
    console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${ratio}% |`);
  }
}
