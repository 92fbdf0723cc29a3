import { fireEvent } from '@testing-library/react';

/**
 * Gives a field a value as a browser does when a person types or picks one: an `input` event, then `change`.
 * On Preact (decision 032) an `onChange` listens to `input` on text fields and text areas and to `change`
 * on selects, check boxes and file fields, so a test that fired only one of the two would miss handlers.
 */
export function enterValue(field: Element, value: string): void {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field, { target: { value } });
}
