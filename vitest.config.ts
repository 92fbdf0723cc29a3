import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogueParts } from './apps/web/vite-plugins/catalogue-parts.ts';
import { JOURNEY_WORKERS } from './apps/web/e2e/workers.ts';
import { PREACT_ALIASES } from './apps/web/preact-aliases.ts';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to itself (cores - 1), which on a two-core machine
    // ran the unit suite in a single worker while the other core idled: the suite's files spend their time in
    // PGlite, jsdom and child processes, all CPU, so a second worker nearly halves its wall time.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Files share a worker's loaded modules (each still gets its own app and database): loading the whole
          // server for each file was half of the suite's time. Module-level state is per database or static
          // (notifications/vapid.ts), and no test fakes timers or globals.
          pool: 'threads',
          isolate: false,
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // i18n.ts imports each language's catalogue parts, which the web app's build plugin serves.
        plugins: [catalogueParts()],
        // The libraries' ES builds, as the browser gets: React Router's `node` condition leads to CommonJS, whose
        // require('react') no alias reaches.
        resolve: { conditions: ['module', 'browser', 'development'] },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'threads',
          setupFiles: ['./src/test/console-guard.ts', './src/test/preact-setup.ts'],
          // The tests run on Preact, as the app ships (decision 032). The libraries that import React are
          // transformed by Vite instead of loaded by Node, so that the aliases reach their imports too.
          alias: [
            ...PREACT_ALIASES,
            // Its ES build, whose imports Vite resolves (the aliases above); Node would load React for the CJS one.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          server: {
            deps: {
              inline: [
                /node_modules[\\/](react-router|@tanstack[\\/]react-query|react-i18next|react-hook-form|@hookform|lucide-react|@testing-library[\\/]react)[\\/]/,
              ],
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.journey.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          // Each worker drives its own site (e2e/workers.ts); the files' order within a worker does not matter.
          maxWorkers: JOURNEY_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
