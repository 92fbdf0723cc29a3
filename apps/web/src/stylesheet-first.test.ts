import { describe, expect, it } from 'vitest';
import { stylesheetsBeforeScripts } from '../vite-plugins/stylesheet-first';

describe('the built page (vite-plugins/stylesheet-first.ts)', () => {
  it('asks for its stylesheet before its scripts and their preloads', () => {
    const built = [
      '<head>',
      '<title></title>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
      '</head>',
    ].join('\n    ');
    const page = stylesheetsBeforeScripts(built);
    expect(page.indexOf('index-c.css')).toBeLessThan(page.indexOf('index-a.js'));
    expect(page.indexOf('index-a.js')).toBeLessThan(page.indexOf('framework-b.js'));
    expect(page.match(/stylesheet/g)).toHaveLength(1);
    expect(stylesheetsBeforeScripts('<head><title></title></head>')).toBe('<head><title></title></head>');
  });
});
