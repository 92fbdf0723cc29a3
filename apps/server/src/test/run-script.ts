import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { at } from '../../../../scripts/build-if-stale.mjs';

const run = promisify(execFile);

/** One of the project's command scripts (`scripts/<name>`) as an operator runs it: exit code and all it printed. */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [at(`scripts/${script}`), ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
