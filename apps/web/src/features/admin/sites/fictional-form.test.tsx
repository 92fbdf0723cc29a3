import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminFictionalProfile } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { FictionalForm } from './fictional-form';
import { enterValue } from '../../../test/enter-value';

const SAVE = 'PUT /api/admin/fictional.php';
const CREATE = 'POST /api/admin/fictional.php';
const REGIONS = 'GET /api/regions.php';
const SITE = { id: 3, countries: ['NL', 'BE'] };
const fields = en.profileOptions.fields;

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;

describe('the fictional profile form, checked with the profile rules', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a short name and a missing birth date without creating', async () => {
    const api = fakeApi({ [REGIONS]: () => ({ regions: [] }), [CREATE]: () => ({}) });
    renderConsoleForm(<FictionalForm site={SITE} profile={null} />);
    fill(fields.name, 'A');
    fireEvent.click(screen.getByRole('button', { name: sites.fictional.create }));
    await waitFor(() => expect(messageOf(fields.name)).toBe(en.fields.tooShort.replace('{{min}}', '2')));
    expect(messageOf(fields.date_of_birth)).toBe(en.fields.required);
    expect(api.calls(CREATE)).toHaveLength(0);
  });

  it('creates with "not said" as null, and shows an age refusal at the birth date', async () => {
    const api = fakeApi({
      [REGIONS]: () => ({ regions: [] }),
      [CREATE]: () => refuse(422, 'too_young', 'Younger than the site allows.'),
    });
    renderConsoleForm(<FictionalForm site={SITE} profile={null} />);
    fill(fields.name, 'Lena');
    fill(fields.date_of_birth, '2015-02-03');
    fireEvent.click(screen.getByRole('button', { name: sites.fictional.create }));
    await waitFor(() => expect(messageOf(fields.date_of_birth)).toBe('Younger than the site allows.'));
    expect(api.calls(CREATE)[0]?.body).toEqual({
      site: 3,
      name: 'Lena',
      date_of_birth: '2015-02-03',
      gender: 'female',
      sexuality: 'hetero',
      seeking: 'male',
      country: 'NL',
      region: null,
      city: '',
      about: '',
      interests: [],
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
    });
  });

  it('sends only the changed fields of an existing profile', async () => {
    const profile = {
      user_id: 9,
      name: 'Lena',
      date_of_birth: '1990-02-03',
      gender: 'female',
      sexuality: 'hetero',
      seeking: 'male',
      country: 'NL',
      region: null,
      city: 'Utrecht',
      about: '',
      interests: [],
      hair_color: null,
      eye_color: null,
      body_type: null,
      relationship_status: null,
      status: 'active',
    } as unknown as TAdminFictionalProfile;
    const api = fakeApi({ [REGIONS]: () => ({ regions: [] }), [SAVE]: () => ({ profile }) });
    renderConsoleForm(<FictionalForm site={SITE} profile={profile} />);
    fill(fields.city, ' Delft ');
    fireEvent.click(screen.getByRole('button', { name: sites.common.save }));
    await screen.findByText(sites.fictional.saved);
    expect(api.calls(SAVE)[0]?.body).toEqual({ user: 9, city: 'Delft' });
  });
});
