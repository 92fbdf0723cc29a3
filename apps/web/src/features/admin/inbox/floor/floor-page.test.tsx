import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminFloor, TAdminOperatorDay, TAdminStaffMe, TStaffAction } from '@app/shared';
import inbox from '@app/shared/locales/console/inbox/en.json';
import { fakeApi } from '../../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../../test/render';
import { staffMeKey } from '../../console-api';
import { renderConsoleForm } from '../../render-console-form';
import { FloorPage } from './floor-page';

const FLOOR = 'GET /api/admin/operator-floor.php';
const DAYS = 'GET /api/admin/operator-days.php';
const texts = inbox.floor;
const ANNA: TAdminOperatorDay = {
  day: '2030-01-02',
  staff_id: 5,
  name: 'Anna',
  claimed: 3,
  answers: 4,
  conversations_answered: 2,
  first_answers: 3,
  median_first_answer_seconds: 120,
  p90_first_answer_seconds: 504,
  answered_within_5m: 2,
  paid_messages: 2,
  credits_spent: 10,
  complaints: 1,
};
const FLOOR_NOW: TAdminFloor = {
  sites: [
    { id: 1, name: 'Amora' },
    { id: 2, name: 'Flirtpunt' },
  ],
  queue: [
    { site_id: 1, site_name: 'Amora', language: 'de', waiting: 3, claimed: 1, oldest_since: new Date().toISOString() },
  ],
  online: [
    {
      staff_id: 5,
      name: 'Anna',
      role: 'operator',
      last_seen_at: new Date().toISOString(),
      claims: [{ conversation_id: 77, site_name: 'Amora', claimed_at: new Date().toISOString(), expires_at: '' }],
    },
  ],
};

function renderAs(role: 'admin' | 'operator', permissions: TStaffAction[]) {
  const me: TAdminStaffMe = {
    staff: { id: 5, email: `${role}@example.com`, name: 'Anna', role, languages: ['en'], permissions },
    second_factor: null,
  };
  renderConsoleForm(<FloorPage />, [[staffMeKey, me]]);
}

describe('the operator floor screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows an operator their own figures per day and the queue, without who is online or a site choice', async () => {
    const api = fakeApi({
      [FLOOR]: () => ({ ...FLOOR_NOW, sites: [FLOOR_NOW.sites[0]], online: null }),
      [DAYS]: () => ({ all_operators: false, days: [ANNA] }),
    });
    renderAs('operator', ['inbox.use', 'members.view']);
    const row = await screen.findByTestId('floor-day');
    expect(within(row).getByTestId('figure-claimed').textContent).toBe('3');
    expect(within(row).getByTestId('figure-answers').textContent).toBe('4');
    expect(within(row).getByText('2 min')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: texts.days.operator })).toBeNull();
    expect(screen.queryByRole('heading', { name: texts.online.title })).toBeNull();
    expect(screen.queryByLabelText(texts.filters.site)).toBeNull();
    const queue = await screen.findByTestId('floor-queue-row');
    expect(within(queue).getByRole('rowheader').textContent).toMatch(/^Amora/u);
    // The language has its column, and on a phone stands under the site.
    expect(within(queue).getAllByText('German')).toHaveLength(2);
    // The last week by default.
    const query = api.calls(DAYS)[0]!.query;
    expect((Date.parse(query.get('to')!) - Date.parse(query.get('from')!)) / 86_400_000).toBe(6);
  });

  it('shows an admin every operator, who is online with their claims, and filters by site', async () => {
    const api = fakeApi({
      [FLOOR]: () => FLOOR_NOW,
      [DAYS]: () => ({ all_operators: true, days: [ANNA, { ...ANNA, staff_id: 6, name: 'Ben' }] }),
    });
    renderAs('admin', ['inbox.use', 'operators.view']);
    await screen.findByRole('columnheader', { name: texts.days.operator });
    expect(screen.getAllByTestId('floor-day')).toHaveLength(2);
    const online = await screen.findByTestId('floor-online');
    expect(within(online).getByText('Anna')).toBeTruthy();
    expect(within(online).getByText(/^Conversation 77 on Amora, for /u)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(texts.filters.site), { target: { value: '2' } });
    await waitFor(() => expect(api.calls(FLOOR).some((call) => call.query.get('site') === '2')).toBe(true));
    await waitFor(() => expect(api.calls(DAYS).some((call) => call.query.get('site') === '2')).toBe(true));
  });
});
