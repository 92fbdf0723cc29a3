import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { ApiError } from '../../../lib/api-client';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { PackageForm, type TPackageValues } from './package-form';
import { enterValue } from '../../../test/enter-value';

const NEW = { currency: 'EUR', credits: null, price_cents: null, style: 'p0', best_value: false, position: 0 } as const;

function renderPackageForm(error: unknown, onSubmit: (values: TPackageValues) => void) {
  return renderConsoleForm(
    <PackageForm
      initial={NEW}
      currencyFixed={false}
      pending={false}
      error={error}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;

describe('the credit package form, checked with the package call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names missing credits and a price that is no amount, without submitting', async () => {
    const onSubmit = vi.fn();
    renderPackageForm(null, onSubmit);
    fill(sites.prices.fields.price, '9.999');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf(sites.prices.fields.credits)).toBe(en.fields.required));
    fill(sites.prices.fields.credits, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(messageOf(sites.prices.fields.price)).toBe(en.fields.invalid));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('words the server limit of the price in money, not in cents', async () => {
    renderPackageForm(null, vi.fn());
    fill(sites.prices.fields.credits, '100');
    fill(sites.prices.fields.price, '0');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(messageOf(sites.prices.fields.price)).toBe(en.fields.tooSmall.replace('{{min}}', '0.01')),
    );
  });

  it('submits the price in cents and the currency in capitals', async () => {
    const onSubmit = vi.fn();
    renderPackageForm(null, onSubmit);
    fill(sites.prices.fields.currency, 'gbp');
    fill(sites.prices.fields.credits, '100');
    fill(sites.prices.fields.price, '9,99');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      currency: 'GBP',
      credits: 100,
      price_cents: 999,
      style: 'p0',
      best_value: false,
      position: 0,
    });
  });

  it('shows a refusal of the price at the price input', async () => {
    const refusal = new ApiError(400, 'invalid_input', 'Some fields are not valid.', {
      fields: { price_cents: ['Too expensive.'] },
    });
    renderPackageForm(refusal, vi.fn());
    await waitFor(() => expect(messageOf(sites.prices.fields.price)).toBe('Too expensive.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
