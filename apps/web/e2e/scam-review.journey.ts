import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '@app/shared/locales/de.json';
import en from '@app/shared/locales/en.json';
import nl from '@app/shared/locales/nl.json';
import { randomLetters, skipEntryWarning, signUpByApi } from './accounts';
import { callInPage, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;

/** Members asking for money, a transfer service and a gift card in their own language: three kinds of scam words. */
const WRITERS = [
  {
    language: 'en',
    locale: 'en-GB',
    catalogue: en,
    name: 'Rex',
    message: 'Please send the money through Western Union, or buy me a Steam card and send me the code',
  },
  {
    language: 'de',
    locale: 'de-DE',
    catalogue: de,
    name: 'Rolf',
    message: 'Schick mir bitte Geld für das Ticket, per Western Union. Oder kauf mir eine Amazon-Gutscheinkarte',
  },
  {
    language: 'nl',
    locale: 'nl-NL',
    catalogue: nl,
    name: 'Ruud',
    message: 'Stuur me even geld voor het vliegticket, via Western-Union. Of koop een Google Play kaart voor me',
  },
] as const;

type TWriter = { writer: (typeof WRITERS)[number]; page: Page; name: string };

const suffix = () => randomLetters();

/** The scan leaves messages younger than this for its next run, so a send still committing is never passed over. */
const SCAN_LAG_MS = 30_000;

async function writeToSomeone(browser: ReturnType<typeof useBrowser>, writer: (typeof WRITERS)[number]) {
  const page = await browser.open(writer.language === 'de' ? desktop : phone, writer.locale);
  await page.context().addCookies([{ name: 'i18n_redirected', value: writer.language, url: siteUrl('/') }]);
  await skipEntryWarning(page);
  await page.goto(siteUrl('/'));
  const name = `${writer.name}${suffix()}`;
  await signUpByApi(page, { name, gender: 'male', seeking: 'female' });
  const { body } = await callInPage<{ results: Array<{ id: number; fictional: boolean }> }>(
    page,
    'GET',
    '/api/members.php',
  );
  const other = body.results.find((result) => result.fictional)!;
  await page.goto(siteUrl(`/members/${other.id}/chat`));
  await page.locator('.chat-composer textarea').fill(writer.message);
  await page.getByRole('button', { name: writer.catalogue.chat.send, exact: true }).click();
  // Delivered as written: words are not screened on the way, the scan reads them afterwards.
  await page.locator('.chat-bubble', { hasText: writer.message }).waitFor();
  return { writer, page, name };
}

describe('scam words raise a review; moderators decide, the member can appeal', () => {
  const browser = useBrowser();

  it('queues members who ask for money in en, de and nl; a warning reaches them, and one appeals', async () => {
    const writers: TWriter[] = [];
    for (const writer of WRITERS) writers.push(await writeToSomeone(browser, writer));
    const sentAt = Date.now();

    // The scan runs every five minutes; an admin runs it now from the jobs screen (after its lag).
    const admin = await browser.open(desktop);
    await loginAsStaff(admin, 'admin', '/admin/jobs');
    await admin.getByRole('heading', { level: 1, name: 'Background jobs' }).waitFor();
    await admin.waitForTimeout(Math.max(0, sentAt + SCAN_LAG_MS + 1_000 - Date.now()));
    await admin.getByRole('button', { name: 'Run now: Scam and harassment scan' }).click();
    await admin.getByText('“Scam and harassment scan” runs within a few seconds').waitFor();
    await lookAt(admin, 'jobs-run-now', { bothWidths: true });

    const moderator = await browser.open(desktop);
    await loginAsStaff(moderator, 'moderator', '/admin/risk');
    await moderator.getByRole('heading', { level: 1, name: 'Scam and harassment review' }).waitFor();
    const cardOf = (name: string) => moderator.getByRole('listitem').filter({ hasText: name });
    await expect
      .poll(
        async () => {
          await moderator.reload();
          await moderator.getByRole('heading', { level: 1, name: 'Scam and harassment review' }).waitFor();
          return cardOf(writers[2]!.name).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    for (const { name, writer } of writers) {
      const card = cardOf(name);
      await card.getByText('Asks for money').waitFor();
      await card.getByText('Money transfer service').waitFor();
      await card.getByText('Gift cards').waitFor();
      await card.getByText(writer.message).first().waitFor();
    }
    await lookAt(moderator, 'risk-queue', { bothWidths: true });

    // Rex and Ruud are warned with a note; Rolf's review is dismissed (nothing reaches him).
    for (const { name } of writers) {
      const card = cardOf(name);
      const decision = name.startsWith('Rolf') ? 'Dismiss' : 'Warn';
      const label = `${decision}: ${name}`;
      await card.getByRole('button', { name: label }).click();
      const form = moderator.getByRole('form', { name: label });
      await form.getByLabel('Note').fill('Asking members for money is not allowed here.');
      await form.getByRole('button', { name: `Confirm: ${decision}` }).click();
      await card.waitFor({ state: 'detached' });
    }

    for (const { writer, page, name } of writers) {
      await page.goto(siteUrl('/members'));
      const warned = !name.startsWith('Rolf');
      const notice = page.getByText(writer.catalogue.warnings.title);
      if (!warned) {
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await notice.count()).toBe(0);
        continue;
      }
      await notice.waitFor();
      await page.getByText(writer.catalogue.warnings.reasons.risk_review, { exact: false }).waitFor();
      await page.getByText('Asking members for money is not allowed here.', { exact: false }).waitFor();
      if (writer.language === 'nl') await lookAt(page, 'risk-warning', { bothWidths: true });
      await page.getByRole('link', { name: writer.catalogue.warnings.appeal }).click();
      await page.getByRole('heading', { name: writer.catalogue.complaints.appeal.title }).waitFor();
      if (writer.language === 'en') {
        await page
          .getByLabel(writer.catalogue.complaints.appeal.text)
          .fill('I was only joking with a friend, I never wanted money from anyone.');
        await page.getByRole('button', { name: writer.catalogue.complaints.appeal.submit }).click();
        await page.getByText(writer.catalogue.complaints.appeal.sent).waitFor();
        await lookAt(page, 'risk-appeal-sent', { bothWidths: true });
      }
    }

    // The appeal reaches the moderators' complaints, tied to the review it is about.
    const rex = writers[0]!;
    await moderator.goto(siteUrl('/admin/complaints'));
    const appeal = moderator.getByRole('row').filter({ hasText: rex.name });
    await appeal.getByText('Appeal of a risk review').waitFor();

    for (const { page } of writers) expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(moderator)).toEqual([]);
    expect(pageErrors(admin)).toEqual([]);
  }, 300_000);
});
