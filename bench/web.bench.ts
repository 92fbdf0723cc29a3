// npm run bench:web — what a phone downloads for the first screen, and Lighthouse (mobile defaults) for / and /login.
// Budgets (issue 3): first-route JS ≤ 120 KB gzip, no lazy chunk > 50 KB gzip, CSS ≤ 30 KB gzip,
// Lighthouse Performance and Accessibility ≥ 95. Prints the figures; it does not fail on them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { at } from '../scripts/build-if-stale.mjs';
import { startTemporarySite } from '../scripts/temporary-site.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = 9333;
const assetsDir = at('apps/web/dist/assets');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

const site = await startTemporarySite({ log: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [`--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  // 1. The files `/` loads before the visitor can interact (until the network is idle), at phone width.
  const page = await browser.newPage({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.startsWith('/assets/')) loaded.add(path.basename(pathname));
  });
  await page.goto(new URL('/', site.url).toString(), { waitUntil: 'networkidle' });
  await page.close();

  const all = fs.readdirSync(assetsDir).filter((file) => /\.(js|css)$/.test(file));
  const sizes = new Map(all.map((file) => [file, gzipSize(path.join(assetsDir, file))]));
  const firstJs = [...loaded].filter((file) => file.endsWith('.js'));
  const firstCss = [...loaded].filter((file) => file.endsWith('.css'));
  const sum = (files: string[]) => files.reduce((total, file) => total + (sizes.get(file) ?? 0), 0);
  const lazy = all
    .filter((file) => file.endsWith('.js') && !loaded.has(file))
    .sort((a, b) => sizes.get(b)! - sizes.get(a)!);

  console.log('\nFirst route (/) at 375 px, gzip:');
  for (const file of [...firstJs, ...firstCss].sort((a, b) => sizes.get(b)! - sizes.get(a)!))
    console.log(`  ${kb(sizes.get(file)!).padStart(9)}  ${file}`);
  console.log(`  JS  ${kb(sum(firstJs))} in ${firstJs.length} files (budget 120 KB)`);
  console.log(`  CSS ${kb(sum(firstCss))} (budget 30 KB)`);
  // The console (/admin) is staff-only: members never load its chunks, so they are reported apart.
  const consoleModules = new Set(
    fs
      .readdirSync(at('apps/web/src/features/admin'), { recursive: true })
      .map((file) => path.basename(String(file)).replace(/\.(tsx?|scss)$/, '')),
  );
  const isConsole = (file: string) => consoleModules.has(file.replace(/-[\w-]{8}\.js$/, ''));
  const [member] = lazy.filter((file) => !isConsole(file));
  const [staff] = lazy.filter(isConsole);
  console.log(`Largest lazy chunk: ${member ? `${kb(sizes.get(member)!)} ${member}` : 'none'} (budget 50 KB)`);
  if (staff) console.log(`Largest console chunk (staff only): ${kb(sizes.get(staff)!)} ${staff}`);

  // 2. Lighthouse with its mobile defaults (simulated slow 4G, mid-range phone).
  console.log('\nLighthouse (mobile defaults):');
  // Scores move from run to run on a shared machine: each page runs three times and the median run is reported.
  for (const pathname of ['/', '/login']) {
    const runs = [];
    for (let run = 0; run < 3; run++) {
      const result = await lighthouse(new URL(pathname, site.url).toString(), {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (result) runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(3);
    const performanceRuns = runs.map((entry) => Math.round((entry.categories.performance?.score ?? 0) * 100)).join('/');
    console.log(
      `  ${pathname.padEnd(7)} Performance ${score('performance')} (runs ${performanceRuns})  Accessibility ${score('accessibility')}  ` +
        `Best Practices ${score('best-practices')}  SEO ${score('seo')}`,
    );
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
    );
    for (const audit of failing) {
      console.log(`           ✗ ${audit.id}: ${audit.title}`);
      const items = ((audit.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []).slice(
        0,
        4,
      );
      for (const item of items) {
        const node = item.node as { selector?: string; explanation?: string } | undefined;
        const detail = node
          ? `${node.selector} — ${node.explanation?.split('\n')[1] ?? ''}`
          : String(item.reason ?? JSON.stringify(item).slice(0, 160));
        console.log(`               ${detail.trim()}`);
      }
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      `           ${metrics
        .map(
          (id) =>
            `${id
              .split('-')
              .map((word) => word[0])
              .join('')
              .toUpperCase()} ${lhr.audits[id]?.displayValue}`,
        )
        .join('  ')}`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
}
