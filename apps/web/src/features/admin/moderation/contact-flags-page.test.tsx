import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TAdminContactFlag, TAdminStaffMe, TStaffAction } from '@app/shared';
import moderation from '@app/shared/locales/console/moderation/en.json';
import { fakeApi } from '../../../test/fake-api';
import { enterValue } from '../../../test/enter-value';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { staffMeKey } from '../console-api';
import { renderConsoleForm } from '../render-console-form';
import { ContactFlagsPage } from './contact-flags-page';
import { moderationKeys } from './moderation.queries';

const DECIDE = 'POST /api/admin/contact_flags.php';
const TEXT = 'Call me on 0612345678 or mail noor@example.com';
const FLAG: TAdminContactFlag = {
  id: 4,
  created_at: '2030-01-01T10:00:00Z',
  site_name: 'Amora',
  source: 'message',
  action: 'flagged',
  status: 'open',
  profile_id: 9,
  name: 'Noor',
  user_id: 8,
  fictional: false,
  operator_name: null,
  text: TEXT,
  findings: [
    { kind: 'email', start: 30, end: 46 },
    { kind: 'phone', start: 11, end: 21 },
  ],
  conversation_id: 3,
  message_id: 31,
  other_name: 'Sam',
  context: [
    { id: 30, from_author: false, kind: 'text', body: 'Where do you live?', created_at: '2030-01-01T09:59:00Z' },
    { id: 31, from_author: true, kind: 'text', body: TEXT, created_at: '2030-01-01T10:00:00Z' },
  ],
};
const FICTIONAL: TAdminContactFlag = {
  ...FLAG,
  id: 5,
  name: 'Lena',
  fictional: true,
  operator_name: 'Olga',
  action: 'refused',
  message_id: null,
  context: [FLAG.context[0]!],
};
const ALL: TStaffAction[] = ['contacts.moderate', 'members.warn', 'members.view'];

function meWith(permissions: TStaffAction[]): TAdminStaffMe {
  return {
    staff: { id: 1, email: 'mod@example.com', name: 'Mod', role: 'moderator', languages: ['en'], permissions },
    second_factor: null,
  };
}

function renderFlags(flags: TAdminContactFlag[], permissions = ALL) {
  renderConsoleForm(<ContactFlagsPage />, [
    [[...moderationKeys.contactFlags, { status: 'open', page: 1 }], { flags }],
    [staffMeKey, meWith(permissions)],
  ]);
}

const card = (name: string) => screen.getByRole('listitem', { name });
const button = (key: 'dismissLabel' | 'warnLabel', name: string) =>
  screen.queryByRole('button', { name: moderation.contacts[key].replace('{{name}}', name) });

describe('the contact flags screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('marks each finding where it stands in the text, as text, with its kind for screen readers', () => {
    fakeApi({});
    renderFlags([
      {
        ...FLAG,
        text: `<b>${TEXT}</b>`,
        findings: FLAG.findings.map((f) => ({ ...f, start: f.start + 3, end: f.end + 3 })),
      },
    ]);
    const marks = [...card('Noor').querySelectorAll('blockquote mark')];
    expect(marks.map((mark) => mark.firstChild?.textContent)).toEqual(['0612345678', 'noor@example.com']);
    expect(marks.map((mark) => mark.getAttribute('title'))).toEqual([
      moderation.contacts.kinds.phone,
      moderation.contacts.kinds.email,
    ]);
    const quote = card('Noor').querySelector('blockquote')!;
    expect(quote.querySelector('b')).toBeNull();
    expect(quote.textContent).toBe(
      `<b>Call me on 0612345678 (${moderation.contacts.kinds.phone}) or mail noor@example.com (${moderation.contacts.kinds.email})</b>`,
    );
  });

  it('shows the conversation oldest first with the flagged message marked, and links the member file', () => {
    fakeApi({});
    renderFlags([FLAG]);
    const messages = within(card('Noor')).getAllByRole('listitem');
    expect(messages.map((item) => item.querySelector('.console-pre')?.textContent)).toEqual([
      'Where do you live?',
      TEXT,
    ]);
    expect(messages[1]!.textContent).toContain(moderation.contacts.flaggedMessage);
    expect(within(card('Noor')).getByRole('link', { name: moderation.contacts.dossier }).getAttribute('href')).toBe(
      '/admin/members/8',
    );
  });

  it('offers no warning for a fictional profile, names its operator and notes the refused message last', () => {
    fakeApi({});
    renderFlags([FICTIONAL]);
    expect(card('Lena').textContent).toContain(moderation.contacts.writtenBy.replace('{{operator}}', 'Olga'));
    expect(button('warnLabel', 'Lena')).toBeNull();
    expect(button('dismissLabel', 'Lena')).not.toBeNull();
    const messages = within(card('Lena')).getAllByRole('listitem');
    expect(messages.at(-1)!.textContent).toBe(moderation.contacts.refusedMessage.replace('{{name}}', 'Lena'));
  });

  it('offers no warning to a role that may not warn, and no member file to one that may not see it', () => {
    fakeApi({});
    renderFlags([FLAG], ['contacts.moderate']);
    expect(button('dismissLabel', 'Noor')).not.toBeNull();
    expect(button('warnLabel', 'Noor')).toBeNull();
    expect(screen.queryByRole('link', { name: moderation.contacts.dossier })).toBeNull();
  });

  it('dismisses with the flag and the decision only', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderFlags([FLAG]);
    fireEvent.click(button('dismissLabel', 'Noor')!);
    await screen.findByText(moderation.contacts.dismissed.replace('{{name}}', 'Noor'));
    expect(api.calls(DECIDE).map((call) => call.body)).toEqual([{ flag: 4, decision: 'dismiss' }]);
  });

  it('warns with the trimmed message the moderator wrote', async () => {
    const api = fakeApi({ [DECIDE]: () => ({ ok: true }) });
    renderFlags([FLAG]);
    fireEvent.click(button('warnLabel', 'Noor')!);
    enterValue(screen.getByLabelText(moderation.contacts.message), '  Please keep it on the site. ');
    fireEvent.click(screen.getByRole('button', { name: moderation.contacts.confirmWarn }));
    await screen.findByText(moderation.contacts.warned.replace('{{name}}', 'Noor'));
    await waitFor(() =>
      expect(api.calls(DECIDE).map((call) => call.body)).toEqual([
        { flag: 4, decision: 'warn', message: 'Please keep it on the site.' },
      ]),
    );
  });

  it('shows a decided flag with its status and without actions', () => {
    fakeApi({});
    renderFlags([{ ...FLAG, status: 'warned' }]);
    expect(within(card('Noor')).getByText(moderation.contacts.statuses.warned)).toBeTruthy();
    expect(button('dismissLabel', 'Noor')).toBeNull();
    expect(button('warnLabel', 'Noor')).toBeNull();
  });
});
