// Web tests run on Preact, as the app ships (decision 032).
import { createRequire } from 'node:module';
import { options } from 'preact';
import { afterAll } from 'vitest';

// Preact runs effects after the next frame (a 16–35 ms timer in jsdom, which never paints); React had run
// them before Testing Library's waits return, which drain one task. Run them on the next task instead, so
// that a store subscribed in an effect (useSyncExternalStore) hears the test's next event, as in a browser
// where nobody types within a frame of the field appearing.
options.requestAnimationFrame = (flushEffects) => setTimeout(flushEffects);

// React itself is installed (libraries name it as a peer), so a library that Node loaded without Vite's
// aliases would quietly bring React back: after each test file, fail if any module of React was loaded.
const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

afterAll(() => {
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => REACT_MODULE.test(file));
  if (loaded.length > 0) {
    throw new Error(`React was loaded instead of preact/compat (vitest.config.ts aliases):\n${loaded.join('\n')}`);
  }
});
