import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, type TOwnProfile } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ProfileForm } from './profile-form';
import { enterValue } from '../../../test/enter-value';

const SAVE = 'PUT /api/profile.php';
const saved: TOwnProfile = {
  id: 7,
  age: 37,
  name: 'Kim',
  date_of_birth: '1987-07-07',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: 'NL',
  region: null,
  city: 'Haarlem',
  about: 'Hello',
  interests: ['beach'],
  hair_color: null,
  eye_color: null,
  body_type: null,
  relationship_status: null,
  photos: [],
  photo_limit: 3,
};
const regions = {
  'GET /api/regions.php': () => ({ regions: [] }),
  'GET /api/interests.php': () => ({ interests: [] }),
};
const errorOf = (field: string) => document.getElementById(`profile-${field}-error`)?.textContent;
const fill = (field: string, value: string) => enterValue(document.getElementById(`profile-${field}`)!, value);
const save = async () => fireEvent.click(await screen.findByRole('button', { name: en.myProfile.save }));
const render = () =>
  renderScreen(<ProfileForm profile={saved} email="kim@example.com" />, { route: 'profile', user: confirmedMember });

describe('the profile form, checked with the profile call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('words the shape of a changed name and date as the server does, without calling it', async () => {
    const api = fakeApi(regions);
    render();
    fill('name', ' ');
    fill('date_of_birth', '');
    await save();
    await waitFor(() => expect(errorOf('name')).toBe(en.fields.required));
    expect(errorOf('date_of_birth')).toBe(en.fields.required);
    fill('name', 'x'.repeat(NAME_MAX_LENGTH + 1));
    await waitFor(() => expect(errorOf('name')).toBe(en.fields.tooLong.replace('{{max}}', String(NAME_MAX_LENGTH))));
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('applies the name and age rules of spec point 5 before sending', async () => {
    const api = fakeApi(regions);
    render();
    fill('name', 'KIM@example.com');
    fill('date_of_birth', '2020-01-01');
    await save();
    await waitFor(() => expect(errorOf('name')).toBe(en.errors.name_equals_email));
    expect(errorOf('date_of_birth')).toBe(en.errors.too_young.replace('{{minAge}}', '18'));
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('sends only what changed, trimmed, and shows a refusal at its field', async () => {
    const api = fakeApi({
      ...regions,
      [SAVE]: () => refuse(400, 'invalid_input', en.errors.invalid_input, { fields: { city: [en.fields.invalid] } }),
    });
    render();
    fill('name', ' Kimmy ');
    fill('city', 'Leiden');
    await save();
    await waitFor(() => expect(errorOf('city')).toBe(en.fields.invalid));
    expect(api.calls(SAVE).map((call) => call.body)).toEqual([{ name: 'Kimmy', city: 'Leiden' }]);
  });
});
