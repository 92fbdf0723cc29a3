import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './local-services';
import { sleep } from './timeline';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** The first start may build the web app and the server bundle (`npm start` builds what is stale). */
const READY_TIMEOUT_MS = 12 * 60_000;
const STOP_TIMEOUT_MS = 15_000;
const KEEP_LINES = 80;

export type TServerState = 'starting' | 'ready' | 'killed' | 'stopping' | 'stopped' | 'exited';

export interface TServerSlot {
  index: number;
  label: string;
  port: number;
  child: ChildProcess | null;
  pid: number | null;
  state: TServerState;
  /** Date.now() when it printed "Site ready". */
  readyAt: number | null;
  /** 0 for the first start, 1 after the first restart… */
  generation: number;
  lastLines: string[];
}

export type TLineSink = (slot: TServerSlot, stream: 'stdout' | 'stderr', line: string) => void;

/**
 * The server processes, each started exactly as `npm start` does (`node scripts/start.mjs`: it builds
 * what is stale, then runs the server in-process, so the child's pid is the server's).
 */
export class ServerFleet {
  readonly slots: TServerSlot[] = [];

  constructor(
    private readonly env: Record<string, string>,
    private readonly sink: TLineSink,
    private readonly onUnexpectedExit: (slot: TServerSlot, code: number | null, signal: string | null) => void,
  ) {}

  get live(): TServerSlot[] {
    return this.slots.filter((slot) => slot.state === 'ready');
  }

  /** Starts process `index` (on its old port when it ran before) and waits for "Site ready". */
  async start(index: number): Promise<TServerSlot> {
    let slot = this.slots[index];
    if (!slot) {
      slot = {
        index,
        label: `server-${index + 1}`,
        port: await freePort(),
        child: null,
        pid: null,
        state: 'starting',
        readyAt: null,
        generation: 0,
        lastLines: [],
      };
      this.slots[index] = slot;
    } else {
      slot.generation += 1;
      slot.readyAt = null;
      slot.label = `server-${index + 1}${slot.generation ? `#${slot.generation + 1}` : ''}`;
    }
    slot.state = 'starting';
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: REPO_ROOT,
      env: { ...this.env, PORT: String(slot.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    slot.child = child;
    slot.pid = child.pid ?? null;
    const current = slot;
    let ready: (url: string) => void = () => undefined;
    const readyUrl = new Promise<string>((resolve) => (ready = resolve));
    for (const stream of ['stdout', 'stderr'] as const) {
      let partial = '';
      child[stream]!.on('data', (chunk: Buffer) => {
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          current.lastLines.push(line);
          if (current.lastLines.length > KEEP_LINES) current.lastLines.shift();
          this.sink(current, stream, line);
          const match = stream === 'stdout' ? /Site ready at (http:\/\/\S+)/.exec(line) : null;
          if (match) ready(match[1]!);
        }
      });
    }
    const exited = new Promise<string>((resolve) =>
      child.once('exit', (code, signal) => {
        if (current.child === child) {
          const expected = current.state === 'killed' || current.state === 'stopping';
          current.state = current.state === 'killed' ? 'killed' : expected ? 'stopped' : 'exited';
          current.child = null;
          if (!expected) this.onUnexpectedExit(current, code, signal);
        }
        resolve(`exited with ${signal ?? code}`);
      }),
    );
    const outcome = await Promise.race([readyUrl, exited, sleep(READY_TIMEOUT_MS).then(() => 'timeout')]);
    if (!outcome.startsWith('http')) {
      child.kill('SIGKILL');
      throw new Error(
        `${slot.label} did not get ready (${outcome}); its last lines:\n${slot.lastLines.slice(-40).join('\n')}`,
      );
    }
    const port = Number(new URL(outcome).port);
    if (port && port !== slot.port) slot.port = port;
    slot.state = 'ready';
    slot.readyAt = Date.now();
    return slot;
  }

  /** SIGKILL, as a crash or an OOM kill would. */
  kill(index: number): TServerSlot {
    const slot = this.slots[index]!;
    slot.state = 'killed';
    slot.child?.kill('SIGKILL');
    return slot;
  }

  /** SIGTERM to every process (graceful stop), SIGKILL to any still running after 15 s. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        const child = slot.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        slot.state = 'stopping';
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
        if (!stopped) {
          console.log(`${slot.label} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: SIGKILL`);
          child.kill('SIGKILL');
          await Promise.race([exited, sleep(5_000)]);
        }
      }),
    );
  }

  /** Last resort on exit: nothing of ours keeps running. */
  killAllNow(): void {
    for (const slot of this.slots) slot.child?.kill('SIGKILL');
  }
}
