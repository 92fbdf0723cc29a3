import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { portraitJpeg } from './photos';
import { describe, expect, it } from 'vitest';
import { confirmEmail, skipEntryWarning, signUpByApi, uniqueEmail } from './accounts';
import { callInPage, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** The demo site that approves photos before they show. */
const APPROVAL_SITE = 'flirtpunt.localhost';
/** A confirmed member, logged in in the page's context. */
async function confirmedMember(page: Page, fields: Parameters<typeof signUpByApi>[1]) {
  const member = await signUpByApi(page, fields);
  await confirmEmail(page, member.email);
  return member;
}

/** A member of the photo-approval site, signed up and logged in there in the page (which stays on that site). */
async function approvalSiteMember(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  await page.goto(siteUrl('/', APPROVAL_SITE));
  const answer = await callInPage(page, 'POST', '/api/signup.php', {
    email,
    password: 'journey-secret-1',
    name,
    date_of_birth: '1990-03-03',
    gender: 'female',
    seeking: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region: 'NL-UT',
    city: 'Utrecht',
    // This site takes signups from visitors of an ad network only.
    network: 'adnet',
    sub1: 'console',
  });
  expect(answer.status).toBe(201);
  return { email };
}

type TUploaded = { id: number; status: string; thumb_filename: string };

/** Uploads a small portrait in a colour of its own as the page's member. */
async function uploadPhoto(page: Page, colour: string): Promise<TUploaded> {
  const buffer = await portraitJpeg(colour);
  const answer = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch('/api/photos.php', { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as { photo: TUploaded } };
  }, buffer.toString('base64'));
  expect(answer.status).toBe(201);
  return answer.body.photo;
}

describe('console: moderation and member support', () => {
  const browser = useBrowser();

  it('a moderator bans a reported member from the complaint; the member is then shown /ban', async () => {
    const offenderPage = await browser.open(desktop);
    const reporterPage = await browser.open(desktop);
    const offender = await confirmedMember(offenderPage, { name: 'Otto', gender: 'male', seeking: 'female' });
    const reporter = await confirmedMember(reporterPage, { name: 'Rosa', gender: 'female', seeking: 'male' });

    // Otto writes to Rosa, and Rosa reports him: the moderator reads both.
    const message = await offenderPage.request.post(siteUrl('/api/messages.php'), {
      data: { to: reporter.profileId, kind: 'text', body: 'Answer me now, or else.' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(message.status()).toBe(201);
    const report = await reporterPage.request.post(siteUrl('/api/complaints.php'), {
      data: { reason: 'harassment', text: 'He keeps threatening me.', profile_id: offender.profileId },
    });
    expect(report.status()).toBe(201);

    // Otto has the site open meanwhile.
    await skipEntryWarning(offenderPage);
    await offenderPage.goto(siteUrl('/chats'));
    await offenderPage.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();

    // The moderator, on a phone, finds the complaint in the queue by the reported member's address.
    const moderator = await browser.open(phone);
    await loginAsStaff(moderator, 'moderator', '/admin/complaints');
    await moderator.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    // A table row on a desktop, a card on a phone.
    const complaintOf = (email: string) => moderator.locator('tr, li').filter({ visible: true, hasText: email });
    const row = complaintOf(offender.email);
    await row.getByText('Harassment').waitFor();
    await lookAt(moderator, 'complaints', { bothWidths: true });
    await row.getByRole('link', { name: /^Open complaint \d+$/ }).click();
    await moderator.waitForURL(/\/admin\/complaints\/\d+$/);

    // The report, the reported profile and the conversation between the two.
    await moderator.getByRole('region', { name: 'The report' }).getByText('He keeps threatening me.').waitFor();
    await moderator.getByRole('region', { name: 'Reported member' }).getByText(offender.email).waitFor();
    const excerpt = moderator.getByRole('list', { name: 'Messages between the reporter and the reported member' });
    await excerpt.getByText('Answer me now, or else.').waitFor();
    await lookAt(moderator, 'complaint', { bothWidths: true });

    // A ban needs a confirmation that names the member.
    await moderator.getByLabel('Ban the member').check();
    await moderator.getByLabel('Note for the file (optional)').fill('Threats in chat');
    await moderator.getByRole('button', { name: 'Continue' }).click();
    const dialog = moderator.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText(`Ban Otto (${offender.email})? All their sessions end at once.`).waitFor();
    await dialog.getByText('Threats in chat').waitFor();
    await lookAt(moderator, 'complaint-confirm', { bothWidths: true });
    await dialog.getByRole('button', { name: 'Yes, do it' }).click();
    await dialog.waitFor({ state: 'detached' });
    await moderator.getByText('Otto is banned; all their sessions have ended.').waitFor();
    await moderator.getByTestId('complaint-resolution').getByText('Ban the member').waitFor();
    await moderator.getByRole('region', { name: 'Reported member' }).getByText('Banned').waitFor();
    await lookAt(moderator, 'complaint-handled', { bothWidths: true });

    // The handled complaint left the open queue and shows under "Action taken".
    await moderator.getByRole('link', { name: 'All complaints' }).click();
    await moderator.getByRole('heading', { level: 1, name: 'Complaints' }).waitFor();
    await expect.poll(() => complaintOf(offender.email).count()).toBe(0);
    await moderator.getByRole('link', { name: 'Action taken' }).click();
    await complaintOf(offender.email).getByText('Banned').waitFor();
    await complaintOf(offender.email).getByText('Ban the member: Threats in chat').waitFor();

    // Otto's open page: his next call answers account_banned and the app shows /ban, also on a reload.
    await offenderPage.reload();
    await offenderPage.waitForURL(/\/ban$/);
    await offenderPage.getByRole('heading', { level: 1 }).waitFor();
    // His session is over: coming back to a member page shows /ban again.
    await offenderPage.goto(siteUrl('/chats'));
    await offenderPage.waitForURL(/\/ban$/);
    expect(pageErrors(offenderPage)).toEqual([]);
    expect(pageErrors(reporterPage)).toEqual([]);
    expect(pageErrors(moderator)).toEqual([]);
  });

  it('support finds a member by e-mail and grants credits with a reason; the ledger shows it', async () => {
    const memberPage = await browser.open(phone);
    const member = await signUpByApi(memberPage, { name: 'Greta' });
    const before = (
      (await (await memberPage.request.get(siteUrl('/api/user.php'))).json()) as { user: { credits: number } }
    ).user.credits;

    const page = await browser.open(desktop);
    await loginAsStaff(page, 'support', '/admin/members');
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await page.getByLabel('E-mail, name or id').fill(member.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?q=/);
    await page.getByRole('status').filter({ hasText: '1 member found' }).waitFor();
    await lookAt(page, 'members', { bothWidths: true });
    const result = page.getByRole('row').filter({ hasText: member.email });
    await result.getByRole('link', { name: 'Greta' }).click();
    await page.waitForURL(/\/admin\/members\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Greta/ }).waitFor();
    await expect(page.getByTestId('member-credits').innerText()).resolves.toBe(String(before));
    // Support may not ban: that button is not there.
    await expect(page.getByRole('button', { name: 'Ban', exact: true }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Grant credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits to Greta' });
    // Without a reason the form says what is missing.
    await dialog.getByLabel('Number of credits').fill('25');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await dialog.getByText('Please fill this in.').waitFor();
    await lookAt(page, 'grant', { bothWidths: true });
    await dialog.getByLabel('Reason').fill('Compensation for a failed payment');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('25 credits granted to Greta.').waitFor();

    const ledger = page.getByRole('table', { name: 'Credits ledger' });
    const entry = ledger.getByRole('row').filter({ hasText: 'Compensation for a failed payment' });
    await entry.getByText('+25').waitFor();
    await entry.getByText('Granted by staff').waitFor();
    await entry.getByText('support@example.com').waitFor();
    await expect.poll(() => page.getByTestId('member-credits').innerText()).toBe(String(before + 25));
    await lookAt(page, 'member', { bothWidths: true });
    // The member's own balance moved with it.
    const after = (
      (await (await memberPage.request.get(siteUrl('/api/user.php'))).json()) as { user: { credits: number } }
    ).user.credits;
    expect(after).toBe(before + 25);
    expect(pageErrors(page)).toEqual([]);
  });

  it('an admin approves one waiting photo, rejects another with a reason, and rejects an "about me" text', async () => {
    const memberPage = await browser.open(desktop);
    const { email } = await approvalSiteMember(memberPage, 'Noor');
    const first = await uploadPhoto(memberPage, '#7a3b8c');
    const second = await uploadPhoto(memberPage, '#2b6c4f');
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    const about = `Ik hou van fietsen en koffie ${Date.now().toString(36)}`;
    expect((await callInPage(memberPage, 'PUT', '/api/profile.php', { about })).status).toBe(200);

    const page = await browser.open(phone);
    await loginAsStaff(page, 'admin', '/admin/photos');
    await page.getByRole('heading', { level: 1, name: 'Photo approval' }).waitFor();
    const queue = page.getByRole('list', { name: 'Photos waiting for approval' });
    const photos = queue.getByRole('listitem').filter({ hasText: 'Noor' });
    await expect.poll(() => photos.count()).toBe(2);
    await page
      .locator('img.console-photo')
      .last()
      .evaluate((image: HTMLImageElement) => image.decode());
    await lookAt(page, 'photos', { bothWidths: true });
    const cardOf = (photo: { thumb_filename: string }) =>
      queue.getByRole('listitem').filter({ has: page.locator(`img[src$="${photo.thumb_filename}"]`) });
    await cardOf(first).getByRole('button', { name: 'Approve the photo of Noor' }).click();
    await page.getByText('The photo of Noor is approved.').waitFor();
    await expect.poll(() => photos.count()).toBe(1);
    // A rejection needs a reason from the server's list.
    const left = cardOf(second);
    await expect(left.getByRole('button', { name: 'Reject the photo of Noor' }).isDisabled()).resolves.toBe(true);
    await left.getByLabel('Reason for rejection').selectOption({ label: 'Poor quality' });
    await left.getByRole('button', { name: 'Reject the photo of Noor' }).click();
    await page.getByText('The photo of Noor is rejected.').waitFor();
    await expect.poll(() => photos.count()).toBe(0);

    const own = await callInPage<{ photos: Array<{ id: number; status: string; rejection_reason: string | null }> }>(
      memberPage,
      'GET',
      '/api/photos.php',
    );
    const byId = new Map(own.body.photos.map((photo) => [photo.id, photo]));
    expect(byId.get(first.id)?.status).toBe('active');
    expect(byId.get(second.id)).toMatchObject({ status: 'rejected', rejection_reason: 'poor_quality' });

    // The changed "about me" text waits in its own queue.
    await page.getByRole('link', { name: 'Profile texts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile texts' }).waitFor();
    const text = page.getByRole('listitem').filter({ hasText: about });
    await lookAt(page, 'texts', { bothWidths: true });
    await text.getByRole('button', { name: 'Reject the text of Noor' }).click();
    await text.getByLabel('Reason the member sees').fill('Please write about yourself, not an advert.');
    await text.getByRole('button', { name: 'Reject the text' }).click();
    await page.getByText('The text of Noor is rejected and the member is warned.').waitFor();
    await expect.poll(() => page.getByRole('listitem').filter({ hasText: about }).count()).toBe(0);

    // The member is warned, and their file in the console says so too.
    const warnings = await callInPage<{ warnings: Array<{ reason: string; text: string }> }>(
      memberPage,
      'GET',
      '/api/warnings.php',
    );
    expect(warnings.body.warnings.at(-1)).toMatchObject({
      reason: 'about_text_rejected',
      text: 'Please write about yourself, not an advert.',
    });
    await page.goto(siteUrl(`/admin/members?q=${encodeURIComponent(email)}`));
    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Noor' }).click();
    const warningsTable = page.getByRole('table', { name: 'Warnings' });
    await warningsTable.getByText('“About me” text rejected').waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
