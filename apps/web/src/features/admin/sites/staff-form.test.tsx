import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminSiteRow } from '@app/shared';
import sites from '@app/shared/locales/console/sites/en.json';
import en from '@app/shared/locales/en.json';
import { ApiError } from '../../../lib/api-client';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { renderConsoleForm } from '../render-console-form';
import { StaffForm } from './staff-form';
import { enterValue } from '../../../test/enter-value';

const SITE = { id: 3, name: 'Amora' } as TAdminSiteRow;
const NEW = { email: '', name: '', role: 'support', languages: ['en'], site_ids: null } as const;

function renderStaffForm(onSubmit = vi.fn(), error: unknown = null) {
  renderConsoleForm(
    <StaffForm
      initial={{ ...NEW, languages: [...NEW.languages] }}
      isNew
      sites={[SITE]}
      ownAccount={false}
      pending={false}
      error={error}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(label);
const fill = (label: string, value: string) => enterValue(input(label), value);
const messageOf = (label: string) => document.getElementById(`${input(label).id}-errors`)?.textContent;
const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('the staff account form, checked with the staff call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names a wrong address and a missing name without submitting', async () => {
    const onSubmit = renderStaffForm();
    fill(sites.staff.fields.email, 'anna@');
    create();
    await waitFor(() => expect(messageOf(sites.staff.fields.email)).toBe(en.fields.invalidEmail));
    expect(messageOf(sites.staff.fields.name)).toBe(en.fields.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks an operator for at least one site, and sends the sites of operators only', async () => {
    const onSubmit = renderStaffForm();
    fill(sites.staff.fields.email, ' Anna@Example.com ');
    fill(sites.staff.fields.name, 'Anna');
    fill(sites.staff.fields.role, 'operator');
    fireEvent.click(screen.getByLabelText(sites.staff.allSites));
    fireEvent.click(screen.getByLabelText(SITE.name));
    create();
    await waitFor(() => expect(screen.getByText(en.fields.tooFew.replace('{{min}}', '1'))).toBeTruthy());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText(SITE.name));
    create();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'anna@example.com',
      name: 'Anna',
      role: 'operator',
      languages: ['en'],
      site_ids: [3],
    });
  });

  it('shows a taken address at the address input', async () => {
    renderStaffForm(
      vi.fn(),
      new ApiError(400, 'invalid_input', 'Some fields are not valid.', { fields: { email: ['Already staff.'] } }),
    );
    await waitFor(() => expect(messageOf(sites.staff.fields.email)).toBe('Already staff.'));
  });
});
