import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '@app/shared/locales/de.json';
import en from '@app/shared/locales/en.json';
import nl from '@app/shared/locales/nl.json';
import { skipEntryWarning, signUpByApi, uniqueEmail } from './accounts';
import { callInPage, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** The demo site that masks contact details (Amora, on localhost, refuses them). */
const MASKING_SITE = 'flirtpunt.localhost';

/** A member writing a phone number in words, the way members hide one, in three of the site's languages. */
const WRITERS = [
  {
    language: 'en',
    locale: 'en-GB',
    catalogue: en,
    name: 'Evan',
    number: 'zero six one two three four five six seven eight',
    before: 'Text me: ',
    clean: 'Shall we meet for a coffee on Saturday?',
  },
  {
    language: 'de',
    locale: 'de-DE',
    catalogue: de,
    name: 'Jonas',
    number: 'null eins fünf eins, zwei drei vier fünf sechs sieben acht',
    before: 'Schreib mir: ',
    clean: 'Wollen wir am Samstag einen Kaffee trinken?',
  },
  {
    language: 'nl',
    locale: 'nl-NL',
    catalogue: nl,
    name: 'Daan',
    number: 'nul zes een twee drie vier vijf zes zeven acht',
    before: 'Bel me: ',
    clean: 'Zullen we zaterdag koffie drinken?',
  },
] as const;

/** A page in the writer's language, as a returning visitor who chose it. */
async function visitor(browser: ReturnType<typeof useBrowser>, writer: (typeof WRITERS)[number], host: string) {
  const page = await browser.open(writer.language === 'de' ? desktop : phone, writer.locale);
  await page.context().addCookies([{ name: 'i18n_redirected', value: writer.language, url: siteUrl('/', host) }]);
  await skipEntryWarning(page);
  return page;
}

/** A fictional woman of the page's site to write to. */
async function someoneToWriteTo(page: Page): Promise<{ id: number; name: string }> {
  const { body } = await callInPage<{ results: Array<{ id: number; name: string; fictional: boolean }> }>(
    page,
    'GET',
    '/api/members.php',
  );
  const demo = body.results.find((result) => result.fictional);
  expect(demo).toBeDefined();
  return demo!;
}

const composer = (page: Page) => page.locator('.chat-composer textarea');
const sendButton = (page: Page, writer: (typeof WRITERS)[number]) =>
  page.getByRole('button', { name: writer.catalogue.chat.send, exact: true });

describe('contact details: the composer warns, moderators decide', () => {
  const browser = useBrowser();

  for (const writer of WRITERS)
    it(`a refusing site explains before sending, in ${writer.language}, and the clean message goes`, async () => {
      const page = await visitor(browser, writer, 'localhost');
      await page.goto(siteUrl('/'));
      await signUpByApi(page, { name: writer.name, gender: 'male', seeking: 'female' });
      const other = await someoneToWriteTo(page);
      await page.goto(siteUrl(`/members/${other.id}/chat`));
      await composer(page).fill(writer.before + writer.number);
      const warning = page.getByTestId('contact-warning');
      await warning.getByText(writer.catalogue.chat.contactRefused).waitFor();
      await warning.getByText(writer.number, { exact: false }).waitFor();
      await expect.poll(() => sendButton(page, writer).isDisabled()).toBe(true);
      // Enter does not send it either.
      await composer(page).press('Enter');
      await expect.poll(() => composer(page).inputValue()).toBe(writer.before + writer.number);
      await lookAt(page, 'composer-refused', { bothWidths: true });

      await composer(page).fill(writer.clean);
      await warning.waitFor({ state: 'detached' });
      await sendButton(page, writer).click();
      await page.locator('.chat-bubble', { hasText: writer.clean }).waitFor();
      expect(pageErrors(page)).toEqual([]);
    });

  it('a masking site hides the number, the moderator sees it with the conversation and warns, in en, de and nl', async () => {
    const writers: Array<{ writer: (typeof WRITERS)[number]; page: Page; name: string }> = [];
    for (const writer of WRITERS) {
      const page = await visitor(browser, writer, MASKING_SITE);
      await page.goto(siteUrl('/', MASKING_SITE));
      const name = `${writer.name}${Math.floor(Math.random() * 900 + 100)}`;
      const signup = await callInPage(page, 'POST', '/api/signup.php', {
        email: uniqueEmail(writer.name.toLowerCase()),
        password: 'journey-secret-1',
        name,
        date_of_birth: '1985-04-04',
        gender: 'male',
        seeking: 'female',
        sexuality: 'hetero',
        country: 'NL',
        region: 'NL-UT',
        city: 'Utrecht',
        // This site takes signups from visitors of an ad network only.
        network: 'adnet',
      });
      expect(signup.status).toBe(201);
      const other = await someoneToWriteTo(page);
      await page.goto(siteUrl(`/members/${other.id}/chat`, MASKING_SITE));
      await composer(page).fill(writer.before + writer.number);
      const warning = page.getByTestId('contact-warning');
      await warning.getByText(writer.catalogue.chat.contactMasked).waitFor();
      expect(await sendButton(page, writer).isDisabled()).toBe(false);
      await lookAt(page, 'composer-masked', { bothWidths: true });
      await sendButton(page, writer).click();
      // The member's own copy is what was delivered: the number replaced by marks.
      await page.locator('.chat-bubble', { hasText: `${writer.before.trim()} •••` }).waitFor();
      writers.push({ writer, page, name });
    }

    const moderator = await browser.open(desktop);
    await loginAsStaff(moderator, 'moderator', '/admin/contacts');
    await moderator.getByRole('heading', { level: 1, name: 'Contact details' }).waitFor();
    for (const { writer, name } of writers) {
      const card = moderator.getByRole('listitem', { name, exact: true });
      // The text as written, the number marked, and the conversation around it.
      await card.locator('mark').filter({ hasText: writer.number }).waitFor();
      await card.getByText('Hidden with •••').first().waitFor();
      if (writer.language === 'nl') await lookAt(moderator, 'contact-flags', { bothWidths: true });
      await card.getByRole('button', { name: 'Warn' }).click();
      await card.getByLabel(/Message to the member/).fill('Please keep the conversation on the site.');
      await card.getByRole('button', { name: 'Send warning' }).click();
      await card.waitFor({ state: 'detached' });
    }

    // Each member sees the warning in their own language at their next visit.
    for (const { writer, page } of writers) {
      await page.goto(siteUrl('/members', MASKING_SITE));
      const notice = page.getByTestId('moderator-warning');
      await notice.getByText(writer.catalogue.warnings.reasons.contact_details, { exact: false }).waitFor();
      await notice.getByText('Please keep the conversation on the site.', { exact: false }).waitFor();
      if (writer.language === 'de') await lookAt(page, 'warned');
      expect(pageErrors(page)).toEqual([]);
    }
    expect(pageErrors(moderator)).toEqual([]);
  }, 240_000);
});
