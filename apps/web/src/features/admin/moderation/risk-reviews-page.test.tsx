import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminRiskReview, TAdminStaffMe, TStaffAction } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import { fakeApi, refuse } from '../../../test/fake-api';
import { enterValue } from '../../../test/enter-value';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { staffMeKey } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { moderationKeys } from './moderation.queries';
import { RiskReviewsPage } from './risk-reviews-page';

const DECIDE = 'POST /api/admin/risk_reviews.php';
const REVIEW: TAdminRiskReview = {
  id: 12,
  status: 'open',
  site_name: 'Amora',
  user_id: 8,
  profile_id: 9,
  name: 'Noor',
  score: 70,
  opened_score: 60,
  created_at: '2030-01-01T10:00:00Z',
  decided_at: null,
  decided_by: null,
  note: '',
  appeal_complaint_id: null,
  evidence: [
    {
      id: 3,
      kind: 'gift_card',
      terms: ['steam card'],
      count: 1,
      excerpt: 'Buy me a Steam card',
      message_ids: [31],
      review_id: null,
      created_at: '2030-01-01T09:00:00Z',
      updated_at: '2030-01-01T09:00:00Z',
    },
    {
      id: 4,
      kind: 'same_first_message',
      terms: [],
      count: 5,
      excerpt: 'Hello dear, you look lovely',
      message_ids: [20, 21],
      review_id: null,
      created_at: '2030-01-01T08:00:00Z',
      updated_at: '2030-01-01T08:30:00Z',
    },
  ],
  messages: [
    {
      id: 20,
      conversation_id: 1,
      to_name: 'Sam',
      kind: 'text',
      body: 'Hello dear, you look lovely',
      created_at: '2030-01-01T08:00:00Z',
    },
    {
      id: 21,
      conversation_id: 2,
      to_name: 'Bo',
      kind: 'text',
      body: 'Hello dear, you look lovely',
      created_at: '2030-01-01T08:01:00Z',
    },
    {
      id: 31,
      conversation_id: 1,
      to_name: 'Sam',
      kind: 'text',
      body: 'Buy me a Steam card',
      created_at: '2030-01-01T09:00:00Z',
    },
  ],
};
const ALL: TStaffAction[] = ['risk.review', 'members.warn', 'members.ban', 'members.view', 'complaints.view'];

function meWith(permissions: TStaffAction[]): TAdminStaffMe {
  return {
    staff: { id: 1, email: 'mod@example.com', name: 'Mod', role: 'moderator', languages: ['en'], permissions },
    second_factor: null,
  };
}

function renderReviews(reviews: TAdminRiskReview[], permissions = ALL) {
  renderConsoleForm(<RiskReviewsPage />, [
    [[...moderationKeys.riskReviews, { status: 'open', page: 1 }], { reviews }],
    [staffMeKey, meWith(permissions)],
  ]);
}

const card = (name: string) => screen.getByRole('listitem', { name });
const decision = (key: keyof typeof moderation.risk.decisionLabels, name: string) =>
  screen.queryByRole('button', { name: moderation.risk.decisionLabels[key].replace('{{name}}', name) });
const confirm = (key: keyof typeof moderation.risk.decisions) =>
  fireEvent.click(
    screen.getByRole('button', { name: `${moderation.risk.confirm}: ${moderation.risk.decisions[key]}` }),
  );

describe('the scam and harassment review screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the score, each piece of evidence with its terms or count, and the messages behind it', () => {
    fakeApi({});
    renderReviews([REVIEW]);
    const noor = card('Noor');
    expect(noor.textContent).toContain(moderation.risk.score.replace('{{score}}', '70'));
    expect(noor.textContent).toContain(moderation.risk.kinds.gift_card);
    expect(noor.textContent).toContain(moderation.risk.terms.replace('{{terms}}', 'steam card'));
    expect(noor.textContent).toContain(moderation.risk.kinds.same_first_message);
    expect(noor.textContent).toContain(moderation.risk.conversations.replace('{{number}}', '5'));
    const [gift, repeated] = within(noor).getAllByRole('list', { name: moderation.risk.messages });
    expect(within(gift!).getByText('Buy me a Steam card')).toBeTruthy();
    expect(within(repeated!).getAllByText('Hello dear, you look lovely')).toHaveLength(2);
    expect(repeated!.textContent).toContain(moderation.risk.to.replace('{{name}}', 'Bo'));
    expect(within(noor).getByRole('link', { name: moderation.risk.dossier }).getAttribute('href')).toBe(
      '/admin/members/8',
    );
  });

  it('offers only the decisions the role may take', () => {
    fakeApi({});
    renderReviews([REVIEW], ['risk.review']);
    expect(decision('dismiss', 'Noor')).not.toBeNull();
    expect(decision('warn', 'Noor')).toBeNull();
    expect(decision('suspend', 'Noor')).toBeNull();
    expect(decision('ban', 'Noor')).toBeNull();
    expect(screen.queryByRole('link', { name: moderation.risk.dossier })).toBeNull();
  });

  it('warns with the trimmed note after a confirmation', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderReviews([REVIEW]);
    fireEvent.click(decision('warn', 'Noor')!);
    enterValue(screen.getByLabelText(moderation.risk.note), '  No money requests here. ');
    confirm('warn');
    await screen.findByText(moderation.risk.done.warn.replace('{{name}}', 'Noor'));
    await waitFor(() =>
      expect(api.calls(DECIDE).map((call) => call.body)).toEqual([
        { review: 12, decision: 'warn', note: 'No money requests here.', ban_ip_range: false },
      ]),
    );
  });

  it('bans with the network when asked', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderReviews([REVIEW]);
    fireEvent.click(decision('ban', 'Noor')!);
    fireEvent.click(screen.getByLabelText(moderation.risk.banIpRange));
    confirm('ban');
    await screen.findByText(moderation.risk.done.ban.replace('{{name}}', 'Noor'));
    expect(api.calls(DECIDE).map((call) => call.body)).toEqual([
      { review: 12, decision: 'ban', note: '', ban_ip_range: true },
    ]);
  });

  it('says so when another moderator decided first', async () => {
    fakeApi({ [DECIDE]: () => refuse(409, 'review_decided', 'This review has already been decided.') });
    renderReviews([REVIEW]);
    fireEvent.click(decision('dismiss', 'Noor')!);
    confirm('dismiss');
    expect((await screen.findByRole('alert')).textContent).toContain('This review has already been decided.');
  });

  it('shows a decided review with its status, the appeal, and no decisions', () => {
    fakeApi({});
    renderReviews([
      { ...REVIEW, status: 'warned', decided_at: '2030-01-02T10:00:00Z', decided_by: 'Mod', appeal_complaint_id: 5 },
    ]);
    expect(within(card('Noor')).getByText(moderation.risk.statuses.warned)).toBeTruthy();
    expect(within(card('Noor')).getByRole('link', { name: moderation.risk.openAppeal }).getAttribute('href')).toBe(
      '/admin/complaints/5',
    );
    expect(decision('dismiss', 'Noor')).toBeNull();
  });
});
