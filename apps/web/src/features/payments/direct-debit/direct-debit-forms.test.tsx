import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@app/shared/locales/en.json';
import { ApiError } from '../../../lib/api-client';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { MandateForm } from './mandate-form';
import { EMPTY_MANDATE, type TMandateDetails } from './mandate-rules';
import { SmsCodeStep } from './sms-code-step';
import { enterValue } from '../../../test/enter-value';

const labels = en.payments.directDebit.fields;
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const fill = (label: string, value: string) => enterValue(screen.getByLabelText(label), value);
const press = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const render = (form: React.ReactElement) => renderScreen(form, { route: 'directdebit', user: confirmedMember });

function fillMandate(iban: string, { consent = true } = {}) {
  fill(labels.account_holder, 'Kim de Vries');
  fill(labels.iban, iban);
  fill(labels.street, 'Grote Markt');
  fill(labels.house_number, '12a');
  fill(labels.zip, '2011 RD');
  fill(labels.city, 'Haarlem');
  fill(labels.phone, '+31 6 12345678');
  if (consent) fireEvent.click(screen.getByLabelText('Mandate text'));
}

describe('the mandate form, checked with the direct-debit call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names missing fields, the consent and a wrong IBAN without sending', async () => {
    const sent: TMandateDetails[] = [];
    render(
      <MandateForm
        defaultValues={EMPTY_MANDATE}
        mandateText="Mandate text"
        busy={false}
        onSubmit={async (details) => (sent.push(details), null)}
      />,
    );
    await press(en.payments.directDebit.sendCode);
    await waitFor(() => expect(errorOf('dd-account_holder')).toBe(en.fields.required));
    expect(errorOf('dd-iban')).toBe(en.fields.required);
    expect(errorOf('dd-consent')).toBe(en.payments.directDebit.errors.consent);
    fillMandate('NL92 ABNA 0417 1643 00', { consent: false });
    await press(en.payments.directDebit.sendCode);
    // A wrong IBAN shows at once with the missing consent.
    await waitFor(() => expect(errorOf('dd-iban')).toBe(en.errors.iban_invalid));
    expect(errorOf('dd-consent')).toBe(en.payments.directDebit.errors.consent);
    expect(sent).toHaveLength(0);
  });

  it('sends the IBAN as the server reads it, and shows a refusal at its field', async () => {
    const sent: TMandateDetails[] = [];
    render(
      <MandateForm
        defaultValues={EMPTY_MANDATE}
        mandateText="Mandate text"
        busy={false}
        onSubmit={async (details) => {
          sent.push(details);
          return new ApiError(400, 'iban_invalid', en.errors.iban_invalid);
        }}
      />,
    );
    fillMandate('nl91 abna 0417 1643 00');
    await press(en.payments.directDebit.sendCode);
    await waitFor(() => expect(errorOf('dd-iban')).toBe(en.errors.iban_invalid));
    expect(sent).toEqual([
      {
        account_holder: 'Kim de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Grote Markt',
        house_number: '12a',
        zip: '2011 RD',
        city: 'Haarlem',
        phone: '+31 6 12345678',
        consent: true,
      },
    ]);
  });
});

describe('the SMS code step, checked with the confirm call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const mandate = { id: 'm-1', phone_hint: '+31 6 ••••5678' };

  it('wants six digits, takes them with spaces, and shows a refused code at the input', async () => {
    const codes: string[] = [];
    render(
      <SmsCodeStep
        mandate={mandate}
        busy={false}
        onEdit={() => undefined}
        onConfirm={async (code) => {
          codes.push(code);
          return new ApiError(400, 'sms_code_invalid', en.errors.sms_code_invalid);
        }}
      />,
    );
    fill(en.payments.directDebit.codeLabel, '12345');
    await press(en.payments.directDebit.confirm);
    await waitFor(() => expect(errorOf('dd-code')).toBe(en.fields.invalid));
    expect(codes).toHaveLength(0);
    fill(en.payments.directDebit.codeLabel, '123 456');
    await press(en.payments.directDebit.confirm);
    await waitFor(() => expect(errorOf('dd-code')).toBe(en.errors.sms_code_invalid));
    expect(codes).toEqual(['123456']);
  });
});
