import fs from 'node:fs';
import path from 'node:path';
import { ENTRY_PAGES, languageOfLanderPath, type TLanguage } from '@app/shared';

/** What the web build's manifest (`dist/.vite/manifest.json`) says of one chunk. */
interface TManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type TManifest = Record<string, TManifestChunk>;

/**
 * What an entry page in a language draws with, as paths under the site: the module scripts to preload, and the
 * stylesheets its screen brings (which a page drawn by the server needs before its first paint).
 */
export type TEntryPreloads = (pathname: string, language: TLanguage) => { scripts: string[]; styles: string[] };

const NONE: TEntryPreloads = () => ({ scripts: [], styles: [] });

/** A chunk and every chunk it imports statically. */
function withImports(manifest: TManifest, key: string, seen = new Set<string>()): TManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => withImports(manifest, imported, seen))];
}

const unique = (files: string[]) => [...new Set(files)];

/**
 * The chunks a first visit of an entry page fetches once the entry has run (issue 19 item 5): the shell, layout
 * and screen modules with what they import, and the visitor part of the language's texts. Named in the page
 * document, they arrive with the entry instead of a round trip later (the largest paint waited 1.8–2.4 s for them
 * on a slow phone network). What index.html already preloads is left out; without a build manifest, none.
 */
export function readEntryPreloads(distDir: string): TEntryPreloads {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return NONE;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as TManifest;
  const entry = withImports(manifest, 'index.html');
  const preloaded = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const pages = ENTRY_PAGES.map((page) => {
    const chunks = page.modules.flatMap((module) => withImports(manifest, module));
    return {
      pattern: page.pattern,
      scripts: unique(chunks.map((chunk) => chunk.file)).filter((built) => !preloaded.has(built)),
      styles: unique(chunks.flatMap((chunk) => chunk.css ?? [])).filter((built) => !preloaded.has(built)),
    };
  });
  const texts = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    const language = /^assets\/catalogue-([a-z]{2})-visitor-/.exec(chunk.file)?.[1];
    if (language) texts.set(language, chunk.file);
  }
  return (pathname, language) => {
    const page = pages.find((candidate) => candidate.pattern.test(pathname));
    if (!page) return NONE(pathname, language);
    // A lander paints in its slug's language, as the web app does.
    const catalogue = texts.get(languageOfLanderPath(pathname) ?? language);
    return {
      scripts: [...page.scripts, ...(catalogue ? [catalogue] : [])].map((built) => `/${built}`),
      styles: page.styles.map((built) => `/${built}`),
    };
  };
}
