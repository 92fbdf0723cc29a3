import type { Alias, Plugin } from 'vite';

/**
 * The app is written against React's API and runs on Preact (decision 032): these exact-match aliases send
 * every `react` import, ours and the libraries', to preact/compat. The build and the web unit tests share
 * them, so a test renders what ships.
 */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // react-i18next's fallback for React 17; preact/compat has useSyncExternalStore itself.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  // @testing-library/react takes `act` from here when `react` has none (preact/compat has none).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The compat runtimes load preact/compat first, so its prop mapping (className, onChange) is in place.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Fails the build when a module of React itself is loaded: npm installs react and react-dom as peers of
 * the libraries, so an import the aliases miss would quietly ship a second renderer.
 */
export function refuseReact(): Plugin {
  return {
    name: 'refuse-react',
    load(id) {
      if (/node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) {
        this.error(`${id} was loaded: React must resolve to preact/compat (PREACT_ALIASES).`);
      }
    },
  };
}
