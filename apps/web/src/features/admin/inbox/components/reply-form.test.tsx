import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import inbox from '@app/shared/locales/console/inbox/en.json';
import en from '@app/shared/locales/en.json';
import { fakeApi, refuse } from '../../../../test/fake-api';
import { SCREEN_TEST_TIMEOUT_MS } from '../../../../test/render';
import { renderConsoleForm } from '../../render-console-form';
import { ReplyForm } from './reply-form';
import { enterValue } from '../../../../test/enter-value';

const REPLY = 'POST /api/admin/inbox-reply.php';

function renderReply(onSent = vi.fn(), onClaimLost = vi.fn()) {
  renderConsoleForm(
    <ReplyForm
      conversation={12}
      fictionalName="Lotte"
      quickReplies={['Hoi!']}
      disabled={false}
      onSent={onSent}
      onClaimLost={onClaimLost}
    />,
  );
}
const box = () => screen.getByLabelText(inbox.reply.label.replace('{{name}}', 'Lotte'));
const messageOf = () => document.getElementById('inbox-reply-error')?.textContent;
const send = () => fireEvent.click(screen.getByRole('button', { name: inbox.reply.send.replace('{{name}}', 'Lotte') }));

describe('the inbox reply, checked with the reply call schema', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('names an answer that is too long without calling', async () => {
    const api = fakeApi({ [REPLY]: () => ({ ok: true }) });
    renderReply();
    enterValue(box(), 'x'.repeat(2001));
    send();
    await waitFor(() => expect(messageOf()).toBe(en.fields.tooLong.replace('{{max}}', '2,000')));
    expect(api.calls(REPLY)).toHaveLength(0);
  });

  it('sends a quick reply with the typed words, trimmed', async () => {
    const api = fakeApi({ [REPLY]: () => ({ ok: true }) });
    const onSent = vi.fn();
    renderReply(onSent);
    enterValue(box(), ' Leuk je te spreken ');
    fireEvent.click(screen.getByRole('button', { name: inbox.reply.quickLabel.replace('{{text}}', 'Hoi!') }));
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('queue'));
    expect(api.calls(REPLY)[0]?.body).toEqual({ conversation: 12, body: 'Leuk je te spreken\nHoi!' });
  });

  it('shows a message too long for the member at the answer, and a lost claim above the form', async () => {
    let answer = refuse(400, 'message_too_long', 'This message is too long for this member.');
    fakeApi({ [REPLY]: () => answer });
    const onClaimLost = vi.fn();
    renderReply(vi.fn(), onClaimLost);
    enterValue(box(), 'Hallo');
    send();
    await waitFor(() => expect(messageOf()).toBe('This message is too long for this member.'));
    answer = refuse(409, 'conversation_claimed', 'Another operator is answering.');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Another operator is answering.');
    expect(onClaimLost).toHaveBeenCalled();
  });

  it('shows the site refusing contact details at the answer, and keeps the text to change', async () => {
    fakeApi({ [REPLY]: () => refuse(422, 'contact_details', en.errors.contact_details, { kinds: ['phone'] }) });
    const onSent = vi.fn();
    renderReply(onSent);
    enterValue(box(), 'Bel me: 06 12345678');
    send();
    await waitFor(() => expect(messageOf()).toBe(en.errors.contact_details));
    expect(box()).toHaveProperty('value', 'Bel me: 06 12345678');
    expect(onSent).not.toHaveBeenCalled();
  });
});
