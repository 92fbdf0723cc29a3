// Fictional profiles carry the site's icon and warning wherever a member meets them (spec points 1 and 3).
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmail, skipEntryWarning, signUpByApi } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';

const [phone, desktop] = WIDTHS;
const SITE_ICON = '✦';
const WARNING = /fictional/i;

/** A fictional demo member the search shows to a man seeking women. */
async function fictionalMember(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(siteUrl('/api/members.php?gender=female'));
  const { results } = (await answer.json()) as { results: Array<{ id: number; name: string; fictional: boolean }> };
  const found = results.find((result) => result.fictional);
  expect(found).toBeDefined();
  return found!;
}

describe('disclosure of fictional profiles', () => {
  const browser = useBrowser();

  it.each([phone, desktop])(
    'shows the icon and warning in search, on the profile, in the chat and the chat list ($name)',
    async (width) => {
      const page = await browser.open(width);
      const member = await signUpByApi(page, { name: 'Joris', gender: 'male', seeking: 'female' });
      await confirmEmail(page, member.email);
      const lena = await fictionalMember(page);

      // Search: the card has the icon, and the warning for screen readers and on hover.
      await skipEntryWarning(page);
      await page.goto(siteUrl('/members?gender=female'));
      const card = page.locator(`a[href="/members/${lena.id}"]`).first();
      await card.waitFor();
      const mark = card.locator('.fictional-mark');
      expect(await mark.innerText()).toContain(SITE_ICON);
      expect(await mark.getAttribute('title')).toMatch(WARNING);

      // Profile: the icon and the warning in words.
      await page.goto(siteUrl(`/members/${lena.id}`));
      await page.getByRole('heading', { level: 1, name: new RegExp(lena.name) }).waitFor();
      await lookAt(page, 'fictional-profile', { bothWidths: true });
      const profileNote = page.locator('main').getByText(WARNING).first();
      await profileNote.waitFor();
      expect(await page.locator('main .fictional-mark').first().innerText()).toContain(SITE_ICON);

      // Chat: the header's mark and the note under it, before and after the first message.
      await page.goto(siteUrl(`/members/${lena.id}/chat`));
      const note = page.getByRole('note').filter({ hasText: WARNING });
      await note.waitFor();
      expect(await note.innerText()).toContain(SITE_ICON);
      const sent = await page.request.post(siteUrl('/api/messages.php'), {
        data: { to: lena.id, kind: 'text', body: 'Hello there' },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(sent.status()).toBe(201);

      // The chat list: the icon beside the name.
      await page.goto(siteUrl('/chats'));
      const item = page.locator('.chat-fictional-mark').first();
      await item.waitFor();
      expect(await item.innerText()).toContain(SITE_ICON);
      expect(await item.getAttribute('title')).toMatch(WARNING);
      expect(pageErrors(page)).toEqual([]);
    },
  );
});
