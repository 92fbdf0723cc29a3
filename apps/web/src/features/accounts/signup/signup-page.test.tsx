import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, type TUser } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi, refuse, reply, type TFakeRequest } from '../../../test/fake-api';
import { newMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { emptySignupDraft, signupDraftStore } from './signup-draft';
import { SignupPage } from './signup-page';
import { enterValue } from '../../../test/enter-value';

// The service worker's registration comes from the PWA plugin's virtual module, which only the app's build has.
vi.mock('../../../lib/service-worker', () => ({ registerServiceWorker: () => undefined }));

const SIGNUP = 'POST /api/signup.php';
const personal = en.signup.personal;
const fields = en.fields;

function serverWith(signup: (request: TFakeRequest) => Response | object) {
  return fakeApi({
    'GET /api/regions.php': (request) =>
      request.query.get('country') === 'NL'
        ? { country: 'NL', regions: [{ code: 'NL-UT', name: 'Utrecht', city: 'Utrecht' }] }
        : { country: request.query.get('country'), regions: [] },
    'GET /api/interests.php': () => ({ interests: [{ key: 'music', label: 'Music', icon: '🎵' }] }),
    [SIGNUP]: signup,
  });
}

const created = (request: TFakeRequest) => {
  const body = request.body as { email: string; name: string };
  const user: TUser = { ...newMember, email: body.email, profile: { ...newMember.profile, name: body.name } };
  return reply(201, { user });
};

function openSignup() {
  return renderScreen(<SignupPage />, { route: 'signup', user: null });
}

const title = () => screen.getByTestId('signup-step-title').textContent;
const field = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(field(label), value);
const errorOf = (name: string) => document.getElementById(`signup-${name}-error`)?.textContent;

/** Skips the photo and picks Belgium (no regions), landing on the personal step. */
async function toPersonalStep() {
  fireEvent.click(await screen.findByRole('button', { name: en.signup.skip }));
  enterValue(field(en.signup.location.country), 'BE');
  await waitFor(() => expect(field(en.signup.location.region)).toHaveProperty('disabled', false));
  fireEvent.click(screen.getByRole('button', { name: en.signup.next }));
  await waitFor(() => expect(title()).toBe(personal.title));
}

function fillPersonal(values: Partial<Record<'name' | 'dateOfBirth' | 'email' | 'password', string>> = {}) {
  fill(personal.name, values.name ?? 'Sam');
  fill(personal.dateOfBirth, values.dateOfBirth ?? '1990-05-17');
  fill(personal.email, values.email ?? 'sam@example.com');
  fill(personal.password, values.password ?? 'correct horse battery');
}

const createAccount = () => fireEvent.click(screen.getByRole('button', { name: personal.submit }));

/** Walks to the personal step, fills it in and creates the account, which the server refuses. */
async function createRefused(refusal: Response, values: Parameters<typeof fillPersonal>[0] = {}) {
  serverWith(() => refusal);
  openSignup();
  await toPersonalStep();
  fillPersonal(values);
  createAccount();
}

beforeEach(() => {
  signupDraftStore.set(emptySignupDraft);
  localStorage.clear();
});

describe('the signup flow', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('goes from photo to location, account, about and confirmation, then on to the matches', async () => {
    const api = serverWith(created);
    const { queryClient } = openSignup();
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.signup.skip }));

    // The site's country for this visitor is chosen already; its region is required.
    expect(title()).toBe(en.signup.location.title);
    expect(field(en.signup.location.country)).toHaveProperty('value', 'NL');
    await screen.findByRole('option', { name: 'Utrecht' });
    fireEvent.click(screen.getByRole('button', { name: en.signup.next }));
    await waitFor(() => expect(errorOf('region')).toBe(en.fields.required));
    expect(field(en.signup.location.region).className).toContain('is-invalid');
    expect(title()).toBe(en.signup.location.title);
    enterValue(field(en.signup.location.region), 'NL-UT');
    expect(field(en.signup.location.city)).toHaveProperty('value', 'Utrecht');
    fireEvent.click(screen.getByRole('button', { name: en.signup.next }));

    await waitFor(() => expect(title()).toBe(personal.title));
    fillPersonal();
    createAccount();
    await waitFor(() => expect(title()).toBe(en.signup.about.title));
    expect(api.calls(SIGNUP)[0]?.body).toEqual({
      email: 'sam@example.com',
      name: 'Sam',
      password: 'correct horse battery',
      date_of_birth: '1990-05-17',
      gender: 'male',
      seeking: 'female',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-UT',
      city: 'Utrecht',
      language: 'en',
    });
    expect(queryClient.getQueryData<TUser>(queryKeys.user)?.status).toBe('not_confirmed');
    // The password does not stay in memory once the account exists.
    expect(signupDraftStore.get().password).toBe('');

    await screen.findByRole('button', { name: /Music/ });
    fireEvent.click(screen.getByRole('button', { name: en.signup.skip }));
    expect(title()).toBe(en.signup.confirm.title);
    expect(screen.getByText(en.signup.confirm.intro.replace('{{email}}', 'sam@example.com'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.signup.confirm.done }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/signup-matches');
  });

  it('refuses an empty personal step field by field, without calling the server', async () => {
    const api = serverWith(created);
    openSignup();
    await toPersonalStep();
    createAccount();
    await waitFor(() => expect(errorOf('name')).toBe(fields.required));
    expect(errorOf('date_of_birth')).toBe(fields.required);
    expect(errorOf('email')).toBe(fields.required);
    expect(errorOf('password')).toBe(fields.required);
    expect(field(personal.email).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(SIGNUP)).toHaveLength(0);
  });

  it('explains each rule of the personal step at its field, in the words the server uses', async () => {
    const api = serverWith(created);
    openSignup();
    await toPersonalStep();
    const seventeen = `${new Date().getFullYear() - 17}-01-01`;
    fillPersonal({ name: '@sam', dateOfBirth: seventeen, email: 'sam@example', password: 'short' });
    createAccount();
    await waitFor(() => expect(errorOf('name')).toBe(en.errors.name_starts_with_at));
    expect(errorOf('date_of_birth')).toBe(en.errors.too_young.replace('{{minAge}}', '18'));
    expect(errorOf('email')).toBe(fields.invalidEmail);
    expect(errorOf('password')).toBe(fields.tooShort.replace('{{min}}', String(PASSWORD_MIN_LENGTH)));

    fillPersonal({ name: 'sam@example.com', email: 'Sam@Example.com', dateOfBirth: '1899-12-31' });
    await waitFor(() => expect(errorOf('name')).toBe(en.errors.name_equals_email));
    expect(errorOf('date_of_birth')).toBe(fields.invalidDate);
    fill(personal.name, 'S');
    await waitFor(() => expect(errorOf('name')).toBe(fields.tooShort.replace('{{min}}', '2')));
    fill(personal.name, 'x'.repeat(NAME_MAX_LENGTH + 1));
    await waitFor(() => expect(errorOf('name')).toBe(fields.tooLong.replace('{{max}}', String(NAME_MAX_LENGTH))));
    expect(api.calls(SIGNUP)).toHaveLength(0);
  });

  it('shows a field error of the server at its field and stays on the step', async () => {
    const weak = en.errors.weak_password;
    await createRefused(refuse(400, 'weak_password', weak), { password: 'password1' });
    await waitFor(() => expect(errorOf('password')).toBe(weak));
    expect(field(personal.password).getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('email')).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(title()).toBe(personal.title);
  });

  it('shows the fields an invalid_input names at those fields', async () => {
    // A rule only the server knows (here: an address it takes apart differently), worded by the server.
    const worded = 'Enter a valid e-mail address, as the server says it.';
    const refusal = refuse(400, 'invalid_input', en.errors.invalid_input, { fields: { email: [worded] } });
    await createRefused(refusal, { email: 'sam@example.com' });
    await waitFor(() => expect(errorOf('email')).toBe(worded));
    expect(field(personal.email).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that belongs to no field above the form', async () => {
    const closed = en.errors.signups_closed;
    await createRefused(refuse(403, 'signups_closed', closed));
    expect((await screen.findByRole('alert')).textContent).toBe(closed);
    expect(title()).toBe(personal.title);
  });

  it('sends the about step as the profile call takes it, and shows a refusal at its field', async () => {
    const saved: unknown[] = [];
    fakeApi({
      'GET /api/regions.php': () => ({ country: 'BE', regions: [] }),
      'GET /api/interests.php': () => ({ interests: [{ key: 'music', label: 'Music', icon: '🎵' }] }),
      [SIGNUP]: created,
      'PUT /api/profile.php': (request) => {
        saved.push(request.body);
        return refuse(400, 'invalid_input', en.errors.invalid_input, { fields: { about: [fields.invalid] } });
      },
    });
    openSignup();
    await toPersonalStep();
    fillPersonal();
    createAccount();
    await waitFor(() => expect(title()).toBe(en.signup.about.title));
    fill(en.signup.about.label, ' Hello there ');
    fireEvent.click(await screen.findByRole('button', { name: /Music/ }));
    fireEvent.click(screen.getByRole('button', { name: en.signup.next }));
    await waitFor(() => expect(errorOf('about')).toBe(fields.invalid));
    expect(saved).toEqual([{ about: 'Hello there', interests: ['music'] }]);
    expect(title()).toBe(en.signup.about.title);
  });

  it('keeps what was entered when the visitor goes back a step', async () => {
    serverWith(created);
    openSignup();
    await toPersonalStep();
    fill(personal.name, 'Sam');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(en.signup.back) }));
    expect(title()).toBe(en.signup.location.title);
    expect(field(en.signup.location.country)).toHaveProperty('value', 'BE');
    fireEvent.click(screen.getByRole('button', { name: en.signup.next }));
    expect((await screen.findByLabelText(personal.name)) as HTMLInputElement).toHaveProperty('value', 'Sam');
  });
});
