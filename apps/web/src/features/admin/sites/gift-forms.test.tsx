import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { EditGiftForm, NewGiftForm } from './gift-forms';
import { enterValue } from '../../../test/enter-value';

const CREATE = 'POST /api/admin/gifts.php';
const SAVE = 'PUT /api/admin/gifts.php';
const fields = sites.gifts.fields;

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;

describe('the gift forms, checked with the gift call schemas', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks a new gift for a key, an English name and a picture without calling', async () => {
    const api = fakeApi({ [CREATE]: () => ({}) });
    renderConsoleForm(<NewGiftForm onClose={() => undefined} />);
    fill(fields.key, 'Rose!');
    fireEvent.click(screen.getByRole('button', { name: sites.gifts.new.submit }));
    await waitFor(() => expect(messageOf(fields.key)).toBe(en.fields.invalid));
    // The shared rule says the English name is missing, in the catalogue's words on both sides.
    expect(messageOf('English')).toBe(en.fields.required);
    expect(document.getElementById('new-gift-picture-errors')?.textContent).toBe(en.fields.required);
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('sends the filled names only, and shows a refusal at its input', async () => {
    const api = fakeApi({
      [SAVE]: () => refuse(400, 'invalid_input', 'Some fields are not valid.', { fields: { position: ['Taken.'] } }),
    });
    const gift = { key: 'rose', names: { en: 'Rose' }, image: '', credits: null, position: 1, active: true };
    renderConsoleForm(<EditGiftForm gift={gift} onClose={() => undefined} />);
    fill('Deutsch', 'Rose ');
    fill('Nederlands', ' ');
    fireEvent.click(screen.getByRole('button', { name: sites.common.save }));
    await waitFor(() => expect(messageOf(fields.position)).toBe('Taken.'));
    expect(api.calls(SAVE)[0]?.body).toEqual({
      key: 'rose',
      names: { en: 'Rose', de: 'Rose' },
      credits: null,
      position: 1,
    });
  });
});
