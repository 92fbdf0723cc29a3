import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startTemporarySite } from '../scripts/temporary-site.mjs';
const site = await startTemporarySite({ log: false });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--remote-debugging-port=9334'] });
try {
  for (const pathname of process.argv.slice(2)) {
    const result = await lighthouse(new URL(pathname, site.url).toString(), { port: 9334, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = result!.lhr.audits;
    console.log('==', pathname, 'score', result!.lhr.categories.performance!.score);
    for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log(' ', id, a[id]?.displayValue, a[id]?.score);
    console.log('  LCP element', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet ?? (a['largest-contentful-paint-element']?.details as any)?.items?.[0]).slice(0, 300));
    console.log('  LCP phases', JSON.stringify((a['largest-contentful-paint-element']?.details as any)?.items?.[1]?.items ?? '').slice(0, 500));
    const tc = (a['uses-text-compression']?.details as any)?.items ?? [];
    for (const i of tc) console.log('  uncompressed', i.url, i.totalBytes, i.wastedBytes);
    const ri = (a['uses-responsive-images']?.details as any)?.items ?? [];
    for (const i of ri.slice(0, 4)) console.log('  responsive', i.url, i.totalBytes, i.wastedBytes);
    const rb = (a['render-blocking-resources']?.details as any)?.items ?? [];
    for (const i of rb) console.log('  blocking', i.url, i.totalBytes, i.wastedMs);
    const bt = (a['bootup-time']?.details as any)?.items ?? [];
    for (const i of bt.slice(0, 5)) console.log('  bootup', i.url, Math.round(i.total), Math.round(i.scripting));
  }
} finally { await browser.close(); await site.stop(); }
