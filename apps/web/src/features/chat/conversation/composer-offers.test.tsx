import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMessagesResponse } from '@app/shared';
import en from '@app/shared/locales/en.json';
import { fakeApi, type TFakeRequest } from '../../../test/fake-api';
import { confirmedMember } from '../../../test/fixtures';
import { renderScreen, SCREEN_TEST_TIMEOUT_MS } from '../../../test/render';
import { ConversationPage } from '../conversation-page';
import { forgetChatDrafts } from '../send-message';
import { conversation, message } from '../test-fixtures';

const SEND = 'POST /api/messages.php';
const UPLOAD = 'POST /api/chat-photos.php';

/** Before the first message to Anna (profile 2): no conversation yet. */
const firstContact = (fields: Partial<TMessagesResponse> = {}) =>
  conversation({ conversation: null, messages: [], free_conversations_left: 1, ...fields });

function openWith(data: TMessagesResponse, calls: Record<string, (request: TFakeRequest) => object> = {}) {
  const api = fakeApi({
    'GET /api/messages.php': () => data,
    'POST /api/chat-read.php': () => ({ ok: true }),
    ...calls,
  });
  // Before the first message the chat opens by member; after it, by its conversation.
  const where =
    data.conversation === null
      ? ({ route: 'members-id-chat', url: '/members/2/chat' } as const)
      : ({ route: 'chats-id', url: `/chats/${data.conversation.id}` } as const);
  renderScreen(<ConversationPage />, { ...where, user: confirmedMember });
  return api;
}

const input = () => screen.getByRole('textbox', { name: 'Message to Anna' });

beforeEach(() => {
  forgetChatDrafts();
  // jsdom has no object URLs: the preview gets a stand-in address.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(forgetChatDrafts);

describe('what a message costs', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows the server’s price for this member with its value in money before the first message', async () => {
    openWith(
      firstContact({
        costs: { text: 2, gift: 3, photo: 2, currency: 'GBP', text_value: { cents: 100, currency: 'EUR' } },
      }),
    );
    await screen.findByRole('textbox', { name: 'Message to Anna' });
    expect(screen.getByTestId('message-price').textContent).toBe('2 credits per message (up to €1.00)');
  });

  it('shows the credits alone where a credit has no price in the member’s currency', async () => {
    openWith(firstContact({ costs: { text: 1, gift: 3, photo: 2, currency: 'EUR', text_value: null } }));
    await screen.findByRole('textbox', { name: 'Message to Anna' });
    expect(screen.getByTestId('message-price').textContent).toBe('1 credit per message');
  });
});

describe('the free members’ conversation limit', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('closes the composer with the way to premium before anything is typed', async () => {
    const api = openWith(firstContact({ free_conversations_left: 0, free_chat_limit_reached: true }));
    const note = await screen.findByText(/You have started all the conversations a free member can/);
    expect(within(note).getByRole('link', { name: en.nav.getPremium }).getAttribute('href')).toBe('/premium');
    expect(input()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: en.chat.giftButton })).toHaveProperty('disabled', true);
    expect(api.calls(SEND)).toEqual([]);
  });

  it('leaves the composer open where the server says the member may write', async () => {
    openWith(conversation({ messages: [message(1, { body: 'Hi there!' })], free_conversations_left: 0 }));
    await screen.findByText('Hi there!');
    expect(input()).toHaveProperty('disabled', false);
  });
});

describe('sending a photo', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const pick = () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
  };

  it('shows a preview with its price and sends nothing until the member sends it', async () => {
    const api = openWith(conversation({ messages: [message(1, { body: 'Hi there!' })] }), {
      [UPLOAD]: () => ({ photo: { id: 5, filename: 'c.jpg', thumb_filename: 'c-t.jpg' } }),
      [SEND]: () => ({ message: message(2, { sender_id: 1, kind: 'photo' }), conversation: { id: 7 }, credits: 8 }),
    });
    await screen.findByText('Hi there!');
    pick();
    const preview = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    expect(within(preview).getByRole('img', { name: en.chat.photoPreview.alt }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(api.calls(UPLOAD)).toEqual([]);

    fireEvent.click(within(preview).getByRole('button', { name: 'Send (2 credits)' }));
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    expect(api.calls(UPLOAD)).toHaveLength(1);
    expect(api.calls(SEND)[0]!.body).toMatchObject({ kind: 'photo', photo: 5 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends nothing when the preview is cancelled', async () => {
    const api = openWith(conversation({ messages: [message(1, { body: 'Hi there!' })] }));
    await screen.findByText('Hi there!');
    pick();
    const preview = await screen.findByRole('dialog', { name: 'Send this photo to Anna?' });
    fireEvent.click(within(preview).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls(UPLOAD)).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });
});
