import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmail, signUpByApi } from './accounts';
import { apiAnswer, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { sendTextByApi, waitForSendToken } from './chat-api';

const [phone, desktop] = WIDTHS;
/** A confirmed member, logged in in the page's context. */
async function confirmedMember(page: Page, fields: Parameters<typeof signUpByApi>[1]) {
  const member = await signUpByApi(page, fields);
  await confirmEmail(page, member.email);
  return member;
}

/** Sends a text through the API as the page's member, within the send rate; answers the status and body. */
const sendByApi = sendTextByApi;

/** A fictional demo member of the site to write to (not a member another journey is using). */
async function someDemoMember(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(siteUrl('/api/members.php?gender=female'));
  const { results } = (await answer.json()) as { results: Array<{ id: number; name: string; fictional: boolean }> };
  const demo = results.find((result) => result.fictional);
  expect(demo).toBeDefined();
  return demo!;
}

const unreadBadge = (page: Page) => page.locator('a.nav-link[href="/chats"] .badge');

describe('chat: conversations in real time, credits, removal', () => {
  const browser = useBrowser();

  it('two members chat live: first message, unread badge and title, read receipt, answer and a gift', async () => {
    const pageA = await browser.open(phone);
    const pageB = await browser.open(desktop);
    await confirmedMember(pageA, { name: 'Kim', gender: 'female', seeking: 'male' });
    const ben = await confirmedMember(pageB, { name: 'Ben', gender: 'male', seeking: 'female' });

    // B waits on the chats overview; nothing there yet.
    await pageB.goto(siteUrl('/chats'));
    await pageB.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await pageB.getByText('No conversations yet').waitFor();

    // A opens B's profile, then the chat, and starts with an icebreaker.
    await pageA.goto(siteUrl(`/members/${ben.profileId}`));
    await pageA.getByRole('link', { name: 'Chat', exact: true }).click();
    await pageA.waitForURL(new RegExp(`/members/${ben.profileId}/chat$`));
    await pageA.getByText('Say hello to Ben').waitFor();
    await pageA.getByText('1 credit per message').waitFor();
    await pageA.getByText('As a free member you can start 2 more conversations.').waitFor();
    await pageA.getByRole('button', { name: 'Pick an icebreaker' }).click();
    await lookAt(pageA, 'icebreakers');
    const opener = pageA.getByRole('dialog', { name: 'Break the ice' }).getByRole('button').nth(1);
    const openerText = await opener.innerText();
    await opener.click();
    const composerA = pageA.getByLabel('Message to Ben');
    await expect.poll(() => composerA.inputValue()).toBe(openerText);
    await lookAt(pageA, 'conversation-first');
    await pageA.getByRole('button', { name: 'Send', exact: true }).click();
    // The first message started a conversation: the address follows, the screen stays.
    await pageA.waitForURL(/\/chats\/\d+$/);
    const conversationPath = new URL(pageA.url()).pathname;
    const log = pageA.getByRole('log');
    await log.getByText(openerText).waitFor();
    await expect.poll(() => composerA.inputValue()).toBe('');
    await lookAt(pageA, 'conversation', { bothWidths: true });

    // B sees it arrive without a reload: the conversation, the unread badge and "(1)" in the title.
    const entry = pageB.getByRole('link', { name: 'Conversation with Kim' });
    await entry.waitFor();
    await expect.poll(() => unreadBadge(pageB).innerText()).toContain('1 unread message');
    await expect.poll(() => pageB.title()).toMatch(/^\(1\) /);
    await pageB.locator('.chat-list-item.unread .badge.bg-unread').waitFor();
    await lookAt(pageB, 'chats', { bothWidths: true });

    // B opens it: read, so the count goes; B answers with Enter.
    await entry.click();
    await pageB.waitForURL(new RegExp(`${conversationPath}$`));
    await pageB.getByRole('log').getByText(openerText).waitFor();
    await expect.poll(() => pageB.title()).not.toMatch(/^\(/);
    // A starts writing: B sees it.
    await composerA.fill('Let me think');
    await pageB.getByText('Kim is typing…').waitFor();
    await composerA.fill('');
    const composerB = pageB.getByLabel('Message to Kim');
    await composerB.fill('Hi Kim! Nice to meet you.');
    await composerB.press('Enter');
    await pageB.getByRole('log').getByText('Hi Kim! Nice to meet you.').waitFor();

    // A sees the answer and the read receipt, live.
    await log.getByText('Hi Kim! Nice to meet you.').waitFor();
    await log.getByText('Read', { exact: true }).waitFor();

    // A sends a gift; both see it.
    await pageA.getByRole('button', { name: 'Send a gift' }).click();
    const gifts = pageA.getByRole('dialog', { name: 'Send Ben a gift' });
    await gifts.getByText('You have 9 credits.').waitFor();
    await gifts.locator('.gift-option img').first().waitFor();
    await lookAt(pageA, 'gifts');
    const gift = gifts.locator('.gift-option').first();
    const giftName = (await gift.locator('.gift-name').innerText()).trim();
    await gift.getByText(/^\d+ credits?$/).waitFor();
    await gift.click();
    await gifts.waitFor({ state: 'detached' });
    await log.getByText(`Gift: ${giftName}`).waitFor();
    await pageA.locator('.chat-bubble.gift.sent').waitFor();
    await pageB.getByRole('log').getByText(`Gift: ${giftName}`).waitFor();
    await lookAt(pageA, 'conversation-gift', { bothWidths: true });
    await lookAt(pageB, 'conversation', { bothWidths: true });

    // Back on B's overview nothing is unread (the gift that came in while the chat was open is read too).
    await pageB.getByRole('link', { name: 'Back to your messages' }).click();
    await pageB.waitForURL(/\/chats$/);
    await entry.waitFor();
    await expect.poll(() => unreadBadge(pageB).count()).toBe(0);
    await expect.poll(() => pageB.title()).not.toMatch(/^\(/);
    expect(pageErrors(pageA)).toEqual([]);
    expect(pageErrors(pageB)).toEqual([]);
  });

  it('shows a member without credits the insufficient-credits alert with "Buy credits"', async () => {
    const page = await browser.open(phone);
    await confirmedMember(page, { name: 'Pia', gender: 'male', seeking: 'female' });
    const other = await someDemoMember(page);
    // 10 signup credits at 1 credit a message: spend them all.
    // (A message costs the recipient country's minimum, so how many that is depends on who they are.)
    let conversation = 0;
    let last = 0;
    for (let sent = 0; sent < 20; sent++) {
      const answer = await sendByApi(page, other.id, `Message ${sent + 1}`);
      if (answer.status === 402) break;
      expect(answer.status).toBe(201);
      conversation = answer.body.conversation!.id;
      last = sent + 1;
    }
    expect(conversation).toBeGreaterThan(0);

    await page.goto(siteUrl(`/chats/${conversation}`));
    await page.getByRole('log').getByText(`Message ${last}`, { exact: true }).waitFor();
    // The API sends spent the burst: the composer's send is about credits, not about sending too fast.
    await waitForSendToken();
    await page.getByLabel(`Message to ${other.name}`).fill('One more, please');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'enough credits' });
    await alert.waitFor();
    const buy = alert.getByRole('link', { name: 'Buy credits' });
    await expect(buy.getAttribute('href')).resolves.toBe('/credits');
    // The message stays, marked as not sent, to retry once there are credits.
    await page.getByText('Not sent').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await lookAt(page, 'conversation-no-credits', { bothWidths: true });
    await buy.click();
    await page.waitForURL(/\/credits$/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('deletes a conversation from the overview', async () => {
    const page = await browser.open(phone);
    await confirmedMember(page, { name: 'Tess', gender: 'male', seeking: 'female' });
    const other = await someDemoMember(page);
    expect((await sendByApi(page, other.id, 'Hello there')).status).toBe(201);

    await page.goto(siteUrl('/chats'));
    const entry = page.getByRole('link', { name: `Conversation with ${other.name}` });
    await entry.waitFor();
    await page.getByText('You: Hello there').waitFor();
    await lookAt(page, 'chats', { bothWidths: true });
    await page.getByRole('button', { name: `Delete the conversation with ${other.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this conversation?' });
    const deleted = apiAnswer(page, 'DELETE', '/api/chat.php');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No conversations yet').waitFor();
    await expect(entry.count()).resolves.toBe(0);

    // Gone on the server too. The list empties before the server has answered, so the reload waits for it.
    expect((await deleted).status()).toBe(200);
    await page.reload();
    await page.getByText('No conversations yet').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
