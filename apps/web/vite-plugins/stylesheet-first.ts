import type { Plugin } from 'vite';

/**
 * Puts the page's stylesheet before its scripts. The build writes the entry script and its module preloads
 * first; a phone on HTTP/1.1 opens six connections to a host, so with a screen's preloads added (server
 * `sites/index-document.ts`) the stylesheet, which holds back the first paint, waited behind them.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: stylesheetsBeforeScripts,
    },
  };
}

/** The page with its stylesheet links moved to just before its first module script (unchanged without either). */
export function stylesheetsBeforeScripts(html: string): string {
  const stylesheets = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
  if (stylesheets.length === 0) return html;
  const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
  const firstScript = rest.search(/\s*<script type="module"/);
  if (firstScript < 0) return html;
  return rest.slice(0, firstScript) + stylesheets.join('') + rest.slice(firstScript);
}
