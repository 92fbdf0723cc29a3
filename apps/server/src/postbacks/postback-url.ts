import { POSTBACK_MACROS, type TPostbackMacro } from '@app/shared';

export type TMacroValues = Record<TPostbackMacro, string>;

/**
 * A template with its macros filled in. Each value is URL-encoded, so a visitor's `sub1` can add to a query
 * string but never change where the call goes.
 */
export function fillPostbackUrl(template: string, values: TMacroValues): string {
  return template.replace(/\{([a-z0-9_]+)\}/g, (whole, name: string) =>
    (POSTBACK_MACROS as readonly string[]).includes(name) ? encodeURIComponent(values[name as TPostbackMacro]) : whole,
  );
}

/** Amounts as networks read them: major units with two decimals and a point ("19.99"). */
export function payoutText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Where a template sends its calls, or null when a macro sits before the path (the host would then be the
 * visitor's to choose) or it is not an http(s) address.
 */
export function postbackTarget(template: string): URL | null {
  const origin = /^https?:\/\/[^/?#]*/.exec(template)?.[0];
  if (!origin || origin.includes('{')) return null;
  try {
    return new URL(template.replace(/\{[a-z0-9_]*\}/g, '0'));
  } catch {
    return null;
  }
}
