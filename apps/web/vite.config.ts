import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { catalogueParts } from './vite-plugins/catalogue-parts.ts';
import { stylesheetFirst } from './vite-plugins/stylesheet-first.ts';
import { PREACT_ALIASES, refuseReact } from './preact-aliases.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .gz and .br beside every text asset, so the server sends them without compressing per request.
 * It reads the files once written, because chunks are still rewritten (preload helpers) after generateBundle.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const buffer = await fs.readFile(file);
        if (buffer.length < 1024) continue;
        await fs.writeFile(`${file}.gz`, await gzip(buffer, { level: 9 }));
        await fs.writeFile(
          `${file}.br`,
          await brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// lib/ except the forms and the service worker's registration (main.tsx loads it 3 s after the page); the
// features' queries, and the signup's (regions and interests: search filters, landers, the signup modal); the
// shared rule of which photo a card draws (the landing page's and the landers' grids).
const SHELL_MODULE =
  /apps[\\/]web[\\/]src[\\/](app-shell|layouts[\\/]|components[\\/]|lib[\\/](?!forms|service-worker)|features[\\/]([^\\/]+|accounts[\\/]signup)[\\/][^\\/]+\.queries\.ts)|packages[\\/]shared[\\/]src[\\/]card-photo\.ts$/;
/**
 * The member's part of the shell (layouts/member-shell.ts loads it with the member): the navigation's member
 * items, the tab bar, the waiting counts and the queries of the member's own features.
 */
const MEMBER_SHELL_MODULE =
  /apps[\\/]web[\\/]src[\\/](layouts[\\/](member-nav|tab-bar|account-menu|count-badge)\.tsx|lib[\\/]waiting-counts\.ts|components[\\/]waiting-total-feed\.tsx|features[\\/](chat|likes|payments|photos|notifications|credits)[\\/][^\\/]+\.queries\.ts|features[\\/]chat[\\/]chat-cache\.ts)$/;

/**
 * The icon files that travel in the shell: those a shell module draws and those several files draw (alone, each
 * would be a tiny chunk of its own), plus the package's runtime files. An icon only one screen file draws stays
 * with that file (the interests' sixty, say). Read from the sources' imports: the bundler only sees that they
 * import the package's index, which re-exports every icon.
 */
function shellIconFiles(): RegExp {
  const source = path.join(import.meta.dirname, 'src');
  const drawnBy = new Map<string, string[]>();
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(source, file), 'utf8');
    for (const [, list = ''] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of list.split(',').map((part) => part.trim()))
        if (/^[A-Z]/.test(name)) drawnBy.set(name, [...(drawnBy.get(name) ?? []), path.join(source, file)]);
  }
  const names = [...drawnBy]
    .filter(([, files]) => files.length > 1 || files.some((file) => SHELL_MODULE.test(file)))
    .map(([name]) => name.replace(/(?<=[a-z0-9])([A-Z])|(?<=[a-zA-Z])([0-9])/g, '-$1$2').toLowerCase());
  const folder = String.raw`node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]`;
  return new RegExp(String.raw`${folder}(icons[\\/](${names.join('|')})\.mjs$|(?!icons[\\/]))`);
}

/**
 * A phone pays a round trip per script: left alone, the bundler cuts the shell, layouts and queries into
 * some forty tiny chunks that every first visit fetches. These groups keep that down to a handful
 * (issue 19 item 5, decision 031) while every screen stays its own lazy chunk.
 */
const SHELL_ICONS = shellIconFiles();
const CHUNK_GROUPS = [
  // What every page runs before its first paint: Preact, the router, queries and i18n, in one file.
  {
    name: 'framework',
    test: /node_modules[\\/](preact|react-router|@tanstack|i18next|react-i18next)[\\/]/,
    priority: 3,
  },
  // The member shell: layouts, their small parts and the data hooks they share, one file for all layouts, with
  // the icons they and several screens draw (shellIconFiles).
  {
    name: 'shell',
    test: (id: string) => (SHELL_MODULE.test(id) && !MEMBER_SHELL_MODULE.test(id)) || SHELL_ICONS.test(id),
    priority: 2,
  },
  // The member's part of the shell: one file that every logged-in screen needs, which no visitor fetches.
  { name: 'member-shell', test: MEMBER_SHELL_MODULE, priority: 1 },
];

/**
 * Two kinds of build warning say nothing about this app: the libraries' "use client" directives (no server
 * components here), and React Router's probe for React 19's `useOptimistic`, which preact/compat lacks and
 * React Router does without. A named import of a React API that preact/compat lacks already fails the
 * build; a library reading one off the namespace (`React.useActionState`) would get undefined, so any other
 * such read fails the build too (decision 032).
 */
function quietKnownLogs(level: Rolldown.LogLevel, log: Rolldown.RolldownLog, handler: Rolldown.LogOrStringHandler) {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
  if (log.code === 'IMPORT_IS_UNDEFINED') {
    if (log.message.includes('useOptimistic') && log.message.includes('react-router')) return;
    return handler('error', log);
  }
  handler(level, log);
}

export default defineConfig({
  plugins: [
    refuseReact(),
    catalogueParts(),
    stylesheetFirst(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // Each white-label site has its own name: the server renders /manifest.webmanifest per site.
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/index-*.{js,css}', 'icons/*.png', 'favicon.png'],
      },
    }),
    precompress(),
  ],
  resolve: { alias: PREACT_ALIASES },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global Sass functions.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: {
    proxy: {
      // ws: the realtime channel (/api/ws) goes through the proxy too.
      '/api': { target: 'http://localhost:3000', ws: true },
      '/media': 'http://localhost:3000',
      '/manifest.webmanifest': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself: the polyfill was 1.2 KB of every first visit.
    modulePreload: { polyfill: false },
    // The server reads it to name an entry page's chunks in its document (server sites/entry-preloads.ts).
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: { onLog: quietKnownLogs, output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
