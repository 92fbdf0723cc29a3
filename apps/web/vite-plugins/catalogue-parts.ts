import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { splitCatalogue, type TCataloguePart } from '../src/i18n/member-groups.ts';

/** The translators' files: one catalogue per language, read by the server too, never cut by hand. */
const LOCALES_DIR = fileURLToPath(new URL('../../../packages/shared/locales/', import.meta.url));

const INDEX_ID = 'virtual:catalogue-parts';
const PART_ID = /^virtual:catalogue\/([a-z]{2})\/(visitor|member)$/;
/** The resolved id of a part: its last segment names the chunk (`catalogue-pl-member-<hash>.js`). */
const resolvedPartId = (language: string, part: TCataloguePart) => `\0virtual:catalogue/catalogue-${language}-${part}`;
const RESOLVED_PART_ID = /^\0virtual:catalogue\/catalogue-([a-z]{2})-(visitor|member)$/;

function catalogueLanguages(): string[] {
  return fs
    .readdirSync(LOCALES_DIR)
    .filter((name) => /^[a-z]{2}\.json$/.test(name))
    .map((name) => name.slice(0, 2))
    .sort();
}

/**
 * Serves each language's `common` catalogue in two parts, each its own chunk (decision 033):
 * `virtual:catalogue/<lang>/visitor` and `virtual:catalogue/<lang>/member` export the groups of that part
 * (`src/i18n/member-groups.ts` decides), and `virtual:catalogue-parts` maps every language to the loaders
 * of its two parts, as `import.meta.glob` would.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'catalogue-parts',
    resolveId(id) {
      if (id === INDEX_ID) return `\0${INDEX_ID}`;
      const part = PART_ID.exec(id);
      return part ? resolvedPartId(part[1]!, part[2] as TCataloguePart) : null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = catalogueLanguages().map(
          (language) =>
            `  ${language}: {\n` +
            `    visitor: () => import('virtual:catalogue/${language}/visitor'),\n` +
            `    member: () => import('virtual:catalogue/${language}/member'),\n  },`,
        );
        return `export const catalogueParts = {\n${entries.join('\n')}\n};\n`;
      }
      const part = RESOLVED_PART_ID.exec(id);
      if (!part) return null;
      const file = path.join(LOCALES_DIR, `${part[1]}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(splitCatalogue(catalogue)[part[2] as TCataloguePart])};\n`;
    },
  };
}
