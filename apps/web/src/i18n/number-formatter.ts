import { textNumber } from '@app/shared';
import type { FormatterModule } from 'i18next';

/**
 * Every number put into a translation is written the language's way (1,234 / 1.234 / 1 234), with no
 * format named in the catalogues; ids and years stay as they are (`textNumber`). Plural forms still
 * choose by the raw count.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // i18next types the answer as a string, but hands non-string values (objects, undefined) through as they are.
  format: (value, _format, language, options) =>
    textNumber(
      value,
      language ?? 'en',
      (options as { interpolationkey?: string } | undefined)?.interpolationkey,
    ) as string,
};

/** The interpolation options that go with it: React escapes, and every value passes the formatter. */
export const INTERPOLATION = { escapeValue: false, alwaysFormat: true } as const;
