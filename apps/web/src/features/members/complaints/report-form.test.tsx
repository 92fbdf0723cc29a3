import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ReportForm } from './report-form';
import { enterValue } from '../../../test/enter-value';

const CALL = 'POST /api/complaints.php';
const errorOf = (label: string) => document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;
const choose = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const send = async () => fireEvent.click(await screen.findByRole('button', { name: en.complaints.submit }));

describe('the report form, checked with the complaint call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('needs a reason, and a description for "something else", without calling the server', async () => {
    const api = fakeApi({});
    renderScreen(<ReportForm profileId={7} onSent={() => undefined} />, { route: 'complaints', user: null });
    await send();
    await waitFor(() => expect(errorOf(en.complaints.reason)).toBe(en.fields.required));
    choose(en.complaints.reason, 'other');
    choose(en.complaints.text, '   ');
    await send();
    await waitFor(() => expect(errorOf(en.complaints.text)).toBe(en.fields.required));
    expect(api.requests).toHaveLength(0);
  });

  it('sends the reason, the trimmed description and the reported member; a refusal shows at its field', async () => {
    const api = fakeApi({
      [CALL]: () => refuse(400, 'invalid_input', en.errors.invalid_input, { fields: { text: [en.fields.invalid] } }),
    });
    renderScreen(<ReportForm profileId={7} onSent={() => undefined} />, { route: 'complaints', user: null });
    choose(en.complaints.reason, 'spam');
    choose(en.complaints.textOptional, ' Sells things ');
    await send();
    await waitFor(() => expect(errorOf(en.complaints.textOptional)).toBe(en.fields.invalid));
    expect(api.calls(CALL).map((call) => call.body)).toEqual([{ reason: 'spam', text: 'Sells things', profile_id: 7 }]);
  });

  it('shows a refusal of no field above the form', async () => {
    fakeApi({ [CALL]: () => refuse(404, 'not_found', en.errors.not_found) });
    renderScreen(<ReportForm profileId={null} onSent={() => undefined} />, { route: 'complaints', user: null });
    choose(en.complaints.reason, 'spam');
    await send();
    expect((await screen.findByRole('alert')).textContent).toBe(en.errors.not_found);
  });
});
