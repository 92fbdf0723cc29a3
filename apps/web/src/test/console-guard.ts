// A console error or warning in a web test fails it: React's warnings (a missing key, an update outside
// act, a controlled input turned uncontrolled) and i18next's missing keys are defects the screen hides.
import { afterEach, beforeEach, vi } from 'vitest';

const said: string[] = [];

function record(level: 'error' | 'warn') {
  return (...args: unknown[]) => {
    said.push(`console.${level}: ${args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ')}`);
  };
}

/** Throws when the test wrote an error or a warning to the console, and forgets what it wrote. */
export function failOnConsoleOutput(): void {
  const lines = said.splice(0);
  if (lines.length > 0) throw new Error(`The test wrote to the console:\n${lines.join('\n')}`);
}

beforeEach(() => {
  said.length = 0;
  vi.spyOn(console, 'error').mockImplementation(record('error'));
  vi.spyOn(console, 'warn').mockImplementation(record('warn'));
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  vi.mocked(console.warn).mockRestore();
  failOnConsoleOutput();
});
