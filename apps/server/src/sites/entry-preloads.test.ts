import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEntryPreloads } from './entry-preloads';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-preloads-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A build manifest as Vite writes it: the entry imports the framework; every screen imports the shared parts. */
const manifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_vendor.js'], css: ['assets/index-a1.css'] },
  '_vendor.js': { file: 'assets/vendor-b2.js' },
  '_parts.js': { file: 'assets/parts-c3.js', imports: ['_vendor.js'] },
  '_lander-parts.js': { file: 'assets/lander-parts-l2.js', css: ['assets/lander-parts-l2.css'] },
  'src/app-shell.tsx': { file: 'assets/app-shell-d4.js', imports: ['_vendor.js'] },
  'src/layouts/default-layout.tsx': { file: 'assets/default-layout-e5.js', imports: ['_parts.js'] },
  'src/layouts/lander-layout.tsx': { file: 'assets/lander-layout-f6.js', imports: ['_parts.js'] },
  'src/features/auth/login-page.tsx': { file: 'assets/login-page-g7.js', imports: ['_parts.js', '_vendor.js'] },
  'src/features/landers/lander-page.tsx': {
    file: 'assets/lander-page-h8.js',
    imports: ['_parts.js', '_lander-parts.js'],
    css: ['assets/index-a1.css'],
  },
  '_catalogue-en-visitor.js': { file: 'assets/catalogue-en-visitor-i9.js' },
  '_catalogue-nl-visitor.js': { file: 'assets/catalogue-nl-visitor-j0.js' },
  '_catalogue-nl-member.js': { file: 'assets/catalogue-nl-member-k1.js' },
};

describe('entry page preloads (issue 19 item 5)', () => {
  it('are none without a build manifest', () => {
    expect(readEntryPreloads(dist)('/login', 'en')).toEqual({ scripts: [], styles: [] });
  });

  it("name an entry page's shell, layout and screen with what they import, and the visitor texts of its language", () => {
    fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = readEntryPreloads(dist);
    // The entry's own imports are preloaded by index.html already; each chunk is named once.
    expect(preloads('/login', 'nl').scripts).toEqual([
      '/assets/app-shell-d4.js',
      '/assets/default-layout-e5.js',
      '/assets/parts-c3.js',
      '/assets/login-page-g7.js',
      '/assets/catalogue-nl-visitor-j0.js',
    ]);
    // A lander paints in its slug's language, whatever the browser asks for.
    const lander = preloads('/landers/gallery/milf-nl', 'en');
    expect(lander.scripts).toContain('/assets/catalogue-nl-visitor-j0.js');
    expect(lander.scripts).toContain('/assets/lander-page-h8.js');
    expect(lander.scripts).not.toContain('/assets/catalogue-en-visitor-i9.js');
  });

  it("name the stylesheets an entry page's screen brings, but not the entry's own", () => {
    const preloads = readEntryPreloads(dist);
    expect(preloads('/landers/gallery/eng', 'en').styles).toEqual(['/assets/lander-parts-l2.css']);
    expect(preloads('/login', 'en').styles).toEqual([]);
  });

  it('name nothing on other pages, nor a screen the build does not have', () => {
    const preloads = readEntryPreloads(dist);
    expect(preloads('/chats', 'en')).toEqual({ scripts: [], styles: [] });
    expect(preloads('/admin/', 'en').scripts).toEqual([]);
    expect(preloads('/', 'en').scripts).toEqual([
      '/assets/app-shell-d4.js',
      '/assets/default-layout-e5.js',
      '/assets/parts-c3.js',
      '/assets/catalogue-en-visitor-i9.js',
    ]);
  });
});
