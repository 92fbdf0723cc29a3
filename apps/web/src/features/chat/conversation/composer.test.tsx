import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  type TContactDetailPolicy,
  type TMessagesResponse,
  type TSendMessageResponse,
  type TUser,
} from '@app/shared';
import en from '@app/shared/locales/en.json';
import { queryKeys } from '../../../lib/query-keys';
import { deferred, fakeApi, refuse, reply, type TFakeRequest } from '../../../test/fake-api';
import { confirmedMember, newMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ConversationPage } from '../conversation-page';
import { forgetChatDrafts } from '../send-message';
import { conversation, message } from '../test-fixtures';
import { enterValue } from '../../../test/enter-value';

const SEND = 'POST /api/messages.php';
const ANNA = 2;

/** Anna (profile 2) wrote first in conversation 7; the member under test is profile 1. */
const withAnna = (fields: Partial<TMessagesResponse> = {}) =>
  conversation({ messages: [message(1, { sender_id: ANNA, body: 'Hi there!' })], ...fields });

/** The server's answer to a send: the stored message, its conversation and the balance after paying. */
function sent(request: TFakeRequest, id: number, credits: number): TSendMessageResponse {
  const body = request.body as { body: string };
  return {
    message: message(id, { sender_id: 1, body: body.body, created_at: new Date().toISOString() }),
    conversation: { id: 7 },
    credits,
  };
}

function openConversation(
  options: { data?: TMessagesResponse; user?: TUser; messageLength?: number; contacts?: TContactDetailPolicy } = {},
) {
  return renderScreen(<ConversationPage />, {
    route: 'chats-id',
    url: '/chats/7',
    user: options.user ?? confirmedMember,
    settings: { message_length: options.messageLength ?? 1000, contact_details: options.contacts ?? 'flag' },
  });
}

function serverWith(
  send: (request: TFakeRequest) => Response | object | Promise<Response | object>,
  data = withAnna(),
) {
  return fakeApi({
    'GET /api/messages.php': () => data,
    'POST /api/chat-read.php': () => ({ ok: true }),
    [SEND]: send,
  });
}

const input = () => screen.getByRole('textbox', { name: 'Message to Anna' });
const sendButton = () => screen.getByRole('button', { name: en.chat.send });
const type = (text: string) => enterValue(input(), text);

beforeEach(() => {
  forgetChatDrafts();
  localStorage.clear();
});
afterEach(forgetChatDrafts);

describe('the chat composer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('counts what the member types against the site’s message length', async () => {
    serverWith(() => refuse(500, 'internal_error', 'unused'));
    openConversation({ messageLength: 300 });
    await screen.findByText('Hi there!');
    type('Hello');
    expect(input()).toHaveProperty('value', 'Hello');
    expect(screen.getByText('5 of 300 characters')).toBeTruthy();
  });

  it('keeps Send off for an empty or blank message and for one longer than message_length', async () => {
    serverWith(() => refuse(500, 'internal_error', 'unused'));
    openConversation({ messageLength: 20 });
    await screen.findByText('Hi there!');
    expect(sendButton()).toHaveProperty('disabled', true);
    type('   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    type('x'.repeat(20));
    expect(sendButton()).toHaveProperty('disabled', false);
    type('x'.repeat(21));
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(input().className).toContain('is-invalid');
    // Surrounding spaces are not sent, so they do not count against the limit.
    type(` ${'x'.repeat(20)} `);
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('closes the composer when the other member blocked the conversation', async () => {
    const data = withAnna({ profile: { ...withAnna().profile, blocked: true } });
    serverWith(() => refuse(500, 'internal_error', 'unused'), data);
    openConversation();
    await screen.findByText(en.errors.blocked);
    expect(input()).toHaveProperty('disabled', true);
    expect(sendButton()).toHaveProperty('disabled', true);
  });
});

describe('sending from the composer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the message at once as sending, then as sent, and pays from the balance', async () => {
    const answer = deferred<Response>();
    const api = serverWith(() => answer.promise);
    const { queryClient } = openConversation();
    await screen.findByText('Hi there!');
    type('  Hello Anna  ');
    fireEvent.click(sendButton());

    const log = screen.getByRole('log');
    expect(within(log).getByText('Hello Anna')).toBeTruthy();
    expect(within(log).getByText(en.chat.sending)).toBeTruthy();
    expect(input()).toHaveProperty('value', '');
    const [request] = api.calls(SEND);
    expect(request?.body).toEqual({ conversation: 7, kind: 'text', body: 'Hello Anna' });
    expect(request?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{32,36}$/);

    await act(async () => answer.resolve(reply(201, sent(request!, 2, 9))));
    await waitFor(() => expect(within(log).queryByText(en.chat.sending)).toBeNull());
    expect(within(log).getAllByText('Hello Anna')).toHaveLength(1);
    expect(queryClient.getQueryData<TUser>(queryKeys.user)?.credits).toBe(9);
  });

  it('sends once when Send is clicked twice in a row', async () => {
    const api = serverWith((request) => reply(201, sent(request, 2, 9)));
    openConversation();
    await screen.findByText('Hi there!');
    type('Only once');
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await screen.findByText('Only once');
    await waitFor(() => expect(screen.queryByText(en.chat.sending)).toBeNull());
    expect(api.calls(SEND)).toHaveLength(1);
  });

  it('sends on Enter, once, and starts a new line on Shift+Enter', async () => {
    const api = serverWith((request) => reply(201, sent(request, 2, 9)));
    openConversation();
    await screen.findByText('Hi there!');
    type('Line one');
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(api.calls(SEND)).toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.queryByText(en.chat.sending)).toBeNull());
    expect(api.calls(SEND)).toHaveLength(1);
  });

  it('explains 402 insufficient credits with the way to buy, and keeps the message to retry', async () => {
    const message402 = en.errors.insufficient_credits;
    serverWith(() => refuse(402, 'insufficient_credits', message402, { needed: 1 }));
    openConversation({ user: { ...confirmedMember, credits: 0 } });
    await screen.findByText('Hi there!');
    type('Are you there?');
    fireEvent.click(sendButton());

    const alert = await screen.findByText(message402);
    expect(alert.closest('[role=alert]')?.querySelector('a')?.getAttribute('href')).toBe('/credits');
    expect(screen.getByText('Are you there?')).toBeTruthy();
    expect(screen.getByText(en.chat.notSent)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  it('keeps a message refused for sending too fast (429) and retries it with the same key', async () => {
    const rateLimited = en.errors.chat_rate_limited;
    let first = true;
    const api = serverWith((request) => {
      if (!first) return reply(201, sent(request, 2, 9));
      first = false;
      return refuse(429, 'chat_rate_limited', rateLimited, { retry_after: 2 });
    });
    openConversation();
    await screen.findByText('Hi there!');
    type('Quick one');
    fireEvent.click(sendButton());
    await screen.findByText(rateLimited);
    expect(screen.getByText('Quick one')).toBeTruthy();

    const retry = screen.getByRole('button', { name: en.common.retry });
    fireEvent.click(retry);
    fireEvent.click(retry);
    await waitFor(() => expect(screen.queryByText(rateLimited)).toBeNull());
    await waitFor(() => expect(screen.queryByText(en.chat.sending)).toBeNull());
    const [refused, retried, ...more] = api.calls(SEND);
    expect(more).toHaveLength(0);
    expect(retried?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(refused?.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(screen.getAllByText('Quick one')).toHaveLength(1);
  });

  it('says the connection failed when the network is down, and offers the message again', async () => {
    serverWith(() => {
      throw new TypeError('Failed to fetch');
    });
    openConversation();
    await screen.findByText('Hi there!');
    type('Through the tunnel');
    fireEvent.click(sendButton());
    await screen.findByText(en.chat.networkError);
    expect(screen.getByText('Through the tunnel')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  it('puts a text the server finds too long back into the composer with the reason', async () => {
    const tooLong = en.errors.message_too_long.replace('{{max}}', '20');
    serverWith(() => refuse(400, 'message_too_long', tooLong, { max: 20 }));
    openConversation();
    await screen.findByText('Hi there!');
    type('The site allowed more a moment ago');
    fireEvent.click(sendButton());
    await screen.findByText(tooLong);
    expect(input()).toHaveProperty('value', 'The site allowed more a moment ago');
    expect(screen.queryByText(en.chat.notSent)).toBeNull();
  });

  it('lets an unconfirmed member’s reply fail with the way to confirm the address, keeping the text', async () => {
    const unconfirmed = en.errors.email_not_confirmed;
    serverWith(() => refuse(403, 'email_not_confirmed', unconfirmed));
    openConversation({ user: newMember });
    await screen.findByText('Hi there!');
    type('Hello back');
    fireEvent.click(sendButton());
    await screen.findByText(unconfirmed);
    expect(screen.getByRole('button', { name: en.activation.resend })).toBeTruthy();
    expect(screen.getByText('Hello back')).toBeTruthy();
    expect(screen.getByRole('button', { name: en.common.retry })).toBeTruthy();
  });

  describe('contact details', () => {
    const PHONE = '06 12 34 56 78';
    const DRAFT = `Call me: ${PHONE}`;
    /** The server's check: where the phone number stands in the draft it was sent. */
    function checking(policy: TContactDetailPolicy, checks: string[]) {
      return (request: TFakeRequest) => {
        const body = (request.body as { body: string }).body;
        checks.push(body);
        const start = body.indexOf(PHONE);
        return { policy, findings: start < 0 ? [] : [{ kind: 'phone', start, end: start + PHONE.length }] };
      };
    }

    it('warns before sending on a refusing site, with what it found, and keeps Send off until it is gone', async () => {
      const checks: string[] = [];
      fakeApi({
        'GET /api/messages.php': () => withAnna(),
        'POST /api/chat-read.php': () => ({ ok: true }),
        'POST /api/message_check.php': checking('refuse', checks),
      });
      openConversation({ contacts: 'refuse' });
      await screen.findByText('Hi there!');
      type(DRAFT);
      const warning = await screen.findByTestId('contact-warning', {}, { timeout: 3000 });
      expect(warning.textContent).toContain(en.chat.contactRefused);
      expect(warning.textContent).toContain(`“${PHONE}”`);
      expect(sendButton()).toHaveProperty('disabled', true);
      expect(checks).toEqual([DRAFT]);
      type('Call me maybe?');
      await waitFor(() => expect(screen.queryByTestId('contact-warning')).toBeNull());
      expect(sendButton()).toHaveProperty('disabled', false);
    });

    it('says the details will be hidden on a masking site, and lets the member send', async () => {
      fakeApi({
        'GET /api/messages.php': () => withAnna(),
        'POST /api/chat-read.php': () => ({ ok: true }),
        'POST /api/message_check.php': checking('mask', []),
      });
      openConversation({ contacts: 'mask' });
      await screen.findByText('Hi there!');
      type(DRAFT);
      const warning = await screen.findByTestId('contact-warning', {}, { timeout: 3000 });
      expect(warning.textContent).toContain(en.chat.contactMasked);
      expect(sendButton()).toHaveProperty('disabled', false);
    });

    it('asks nothing on a site that only flags them', async () => {
      const checks: string[] = [];
      fakeApi({
        'GET /api/messages.php': () => withAnna(),
        'POST /api/chat-read.php': () => ({ ok: true }),
        'POST /api/message_check.php': checking('flag', checks),
      });
      openConversation({ contacts: 'flag' });
      await screen.findByText('Hi there!');
      type(DRAFT);
      await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
      expect(checks).toEqual([]);
      expect(screen.queryByTestId('contact-warning')).toBeNull();
    });

    it('puts a text the server refuses for its contact details back into the composer with the reason', async () => {
      serverWith(() => refuse(422, 'contact_details', en.errors.contact_details, { kinds: ['phone'] }));
      openConversation();
      await screen.findByText('Hi there!');
      type(DRAFT);
      fireEvent.click(sendButton());
      await screen.findByText(en.errors.contact_details);
      expect(input()).toHaveProperty('value', DRAFT);
      expect(screen.queryByText(en.chat.notSent)).toBeNull();
    });
  });
});
