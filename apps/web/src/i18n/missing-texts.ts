import type { InitOptions } from 'i18next';

/**
 * i18next's options that make a text missing from the catalogue an error on the console naming its key, where a
 * member would see the bare key. The web tests' console guard and the journeys fail on it, so a key that is not
 * in the catalogue, or that lives in the member part of the catalogue while a visitor's screen shows it, is found
 * before it ships. A text asked for with its own `defaultValue` is not missing. Off in production, where
 * `enabled` is false.
 */
export function missingTextReport(enabled: boolean): InitOptions {
  if (!enabled) return {};
  return {
    saveMissing: true,
    saveMissingPlurals: false,
    missingKeyHandler: (_languages, namespace, key, _fallbackValue, _updateMissing, options) => {
      if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
      console.error(`Missing text "${namespace}:${key}"`);
    },
  };
}
