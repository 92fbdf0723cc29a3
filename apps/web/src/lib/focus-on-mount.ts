/**
 * A ref that focuses its element as it appears, for what React's `autoFocus` did. Preact only writes the
 * `autofocus` attribute, which a browser honours once per page load, not for an element a screen adds later.
 * Module-level, so that a re-render does not call it again and take the focus back.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
