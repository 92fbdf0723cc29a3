import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmail, signUpByApi } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** A fictional demo woman of the site to write to. */
async function fictionalDemoMember(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(siteUrl('/api/members.php?gender=female'));
  const { results } = (await answer.json()) as { results: Array<{ id: number; name: string; fictional: boolean }> };
  const demo = results.find((result) => result.fictional);
  expect(demo).toBeDefined();
  return demo!;
}

/** No sideways scrolling at this width. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('console: the operator inbox and the dashboard', () => {
  const browser = useBrowser();

  it('an operator claims a waiting conversation and answers; the member sees it without reload', async () => {
    // The member writes to a fictional profile from the chat page and keeps it open.
    const member = await browser.open(phone);
    const account = await signUpByApi(member, { name: 'Quirin', gender: 'male', seeking: 'female' });
    await confirmEmail(member, account.email);
    const fictional = await fictionalDemoMember(member);
    await member.goto(siteUrl(`/members/${fictional.id}/chat`));
    const question = `Hi ${fictional.name}, do you like hiking? (${Date.now().toString(36)})`;
    await member.getByLabel(`Message to ${fictional.name}`).fill(question);
    await member.getByRole('button', { name: 'Send', exact: true }).click();
    await member.waitForURL(/\/chats\/\d+$/);
    const memberLog = member.getByRole('log');
    await memberLog.getByText(question).waitFor();
    // Marks this document: still there at the end means no reload happened.
    await member.evaluate(() => document.documentElement.setAttribute('data-journey', 'kept'));
    // Another member writes too, so a next conversation waits after this one.
    const other = await browser.open(phone);
    const otherAccount = await signUpByApi(other, { name: 'Ruben', gender: 'male', seeking: 'female' });
    await confirmEmail(other, otherAccount.email);
    const sent = await other.request.post(siteUrl('/api/messages.php'), {
      data: { to: fictional.id, kind: 'text', body: 'Hello, anyone there?' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(sent.status()).toBe(201);

    // The operator finds it in the inbox, with site, language and country, and claims it.
    const operator = await browser.open(desktop);
    await loginAsStaff(operator, 'operator', '/admin/inbox');
    await operator.getByRole('heading', { level: 1, name: 'Operator inbox' }).waitFor();
    const row = operator.getByTestId('inbox-row').filter({ hasText: `Quirin writes to ${fictional.name}` });
    await row.waitFor();
    await row.getByRole('cell', { name: 'English', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Netherlands', exact: true }).waitFor();
    const answered = operator.getByTestId('figure-answered');
    await expect.poll(() => answered.innerText()).toMatch(/^\d+$/);
    const answeredBefore = Number(await answered.innerText());
    await lookAt(operator, 'inbox', { bothWidths: true });
    await row.getByRole('button', { name: `Claim the conversation of Quirin with ${fictional.name}` }).click();
    await operator.waitForURL(/\/admin\/inbox\/\d+$/);

    // The whole conversation, both profiles, the claim and its expiry, quick replies in the member's language.
    await operator.getByRole('heading', { level: 1, name: `Quirin writes to ${fictional.name}` }).waitFor();
    await operator.getByRole('log').getByText(question).waitFor();
    await expect(operator.getByTestId('claim-status').innerText()).resolves.toMatch(/^Claimed by you\..* \d:\d\d/);
    await operator.getByRole('heading', { name: 'Member' }).waitFor();
    await operator.getByRole('heading', { name: 'Fictional profile' }).waitFor();
    await operator.getByText('No notes yet.').waitFor();

    // A note for the next operator.
    await operator.getByLabel('New note for the next operator').fill('Likes hiking, lives near Haarlem.');
    await operator.getByRole('button', { name: 'Add note' }).click();
    await operator.getByText('Note saved.').waitFor();
    await operator.getByText('Likes hiking, lives near Haarlem.').waitFor();

    // A quick reply goes into the box; the operator adds a line and sends it as the fictional profile.
    await operator.getByRole('button', { name: 'Use the quick reply: Hi Quirin! Lovely to hear from you 😊' }).click();
    const box = operator.getByLabel(`Reply as ${fictional.name}`);
    await expect.poll(() => box.inputValue()).toBe('Hi Quirin! Lovely to hear from you 😊');
    const answer = `Yes, I love the dunes near Haarlem! (${Date.now().toString(36)})`;
    await box.press('End');
    await box.pressSequentially(`\n${answer}`);
    await lookAt(operator, 'inbox-conversation', { bothWidths: true });
    const answeredPath = new URL(operator.url()).pathname;
    await operator.getByLabel('Open the next waiting conversation').check();
    await operator.getByRole('button', { name: `Send as ${fictional.name}` }).click();

    // The next waiting conversation opens, claimed; the operator gives it back for someone else.
    // The address changes before the screen does: the answered conversation's heading and claim are no sign.
    await operator.waitForURL((url) => /\/admin\/inbox\/\d+$/.test(url.pathname) && url.pathname !== answeredPath);
    const nextHeading = operator
      .getByRole('heading', { level: 1, name: / writes to / })
      .filter({ hasNotText: `Quirin writes to ${fictional.name}` });
    await nextHeading.waitFor();
    await operator.getByTestId('claim-status').waitFor();
    await operator.getByRole('button', { name: 'Give back' }).click();

    // Back in the inbox: the answered conversation no longer waits, Ruben's does, and the answer counts.
    await operator.waitForURL(/\/admin\/inbox$/);
    await expect.poll(() => row.count()).toBe(0);
    await operator
      .getByTestId('inbox-row')
      .filter({ hasText: `Ruben writes to ${fictional.name}` })
      .getByRole('button', { name: `Claim the conversation of Ruben with ${fictional.name}` })
      .waitFor();
    await expect.poll(() => answered.innerText()).toBe(String(answeredBefore + 1));

    // The operator floor: the operator's own figures of the day count the claim and the answer; Ruben waits.
    await operator.getByRole('link', { name: 'Operator floor', exact: true }).click();
    await operator.getByRole('heading', { level: 1, name: 'Operator floor' }).waitFor();
    const today = operator.getByTestId('floor-day').first();
    await today.waitFor();
    const figure = async (name: string) =>
      Number((await today.getByTestId(`figure-${name}`).innerText()).replace(/\D/g, ''));
    expect(await figure('answers')).toBeGreaterThanOrEqual(1);
    expect(await figure('claimed')).toBeGreaterThanOrEqual(1);
    // Their own rows only: no operator column, no one else's presence.
    expect(await operator.getByRole('columnheader', { name: 'Operator', exact: true }).count()).toBe(0);
    expect(await operator.getByRole('heading', { name: 'Online now' }).count()).toBe(0);
    await operator.getByTestId('floor-queue-row').first().waitFor();
    await lookAt(operator, 'floor', { bothWidths: true });
    await operator.locator('header select').selectOption('de');
    await operator.getByRole('heading', { level: 1, name: 'Operator-Übersicht' }).waitFor();
    await operator.getByRole('columnheader', { name: 'Antworten', exact: true }).waitFor();
    await lookAt(operator, 'floor', { bothWidths: true });

    // The member's open chat shows the answer, live, in the same document.
    await memberLog.getByText(answer).waitFor();
    await memberLog.getByText('Hi Quirin! Lovely to hear from you').waitFor();
    await expect(member.evaluate(() => document.documentElement.getAttribute('data-journey'))).resolves.toBe('kept');
    expect(pageErrors(member)).toEqual([]);
    expect(pageErrors(other)).toEqual([]);
    expect(pageErrors(operator)).toEqual([]);
  }, 120_000);

  it('an admin sees the dashboard totals and charts and downloads its CSV', async () => {
    const page = await browser.open(phone);
    await loginAsStaff(page, 'admin', '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    for (const total of ['total-signups', 'total-activations', 'total-messages', 'total-complaints'])
      await expect(page.getByTestId(total).locator('dd span').first().innerText()).resolves.toMatch(/^[\d,.\s]+$/);
    await page.getByRole('heading', { name: 'Signups, activations and first purchases' }).waitFor();
    await page.getByRole('img', { name: /^Signups, activations and first purchases, per day from / }).waitFor();
    await expect.poll(() => page.locator('.dashboard-chart canvas').count()).toBeGreaterThanOrEqual(3);
    await page.getByRole('heading', { name: 'By traffic source' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await lookAt(page, 'dashboard', { bothWidths: true });

    // Another range: the address and the CSV link follow it (the link once the screen has caught up).
    await page.getByRole('button', { name: '7 days' }).click();
    await page.waitForURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    const from = new URL(page.url()).searchParams.get('from')!;
    await page.getByRole('button', { name: '7 days', pressed: true }).waitFor();
    const csv = page.getByRole('link', { name: 'Download CSV' });
    await expect.poll(() => csv.getAttribute('href')).toContain(`from=${from}`);
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^dashboard-${from}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = (await fs.readFile((await download.path())!, 'utf8')).trim().split('\n');
    expect(lines[0]).toBe(
      'day,signups,activations,first_purchases,messages,operator_replies,answered_within_5m,complaints',
    );
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d{2}-\d{2}(,\d+){7}$/);

    // The operator floor as an admin: every operator's figures and who is online.
    await page.getByRole('link', { name: 'Operator floor', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Operator floor' }).waitFor();
    await page.getByRole('heading', { name: 'Online now' }).waitFor();
    await page.getByLabel('Site', { exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.console-main .console-loading'));
    expect(await fitsWidth(page)).toBe(true);
    await lookAt(page, 'floor-admin', { bothWidths: true });
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
