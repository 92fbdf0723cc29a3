/**
 * The like popup's delay (spec point 1): a whole number of seconds in the `t` query parameter, or
 * null when there is none. At most a day, so a mistyped link cannot keep a timer forever.
 */
export function likePopupDelaySeconds(search: string): number | null {
  const value = new URLSearchParams(search).get('t');
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  const seconds = Number(value);
  return seconds <= 86_400 ? seconds : null;
}

/** The same query string without `t`, so a reload does not start the popup again. */
export function withoutLikePopupParameter(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('t');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
