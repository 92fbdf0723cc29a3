import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import de from '@app/shared/locales/de.json';
import en from '@app/shared/locales/en.json';
import nl from '@app/shared/locales/nl.json';
import { skipEntryWarning, signUpByApi } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { facelessJpeg, portraitJpeg } from './photos';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
const MEMBERS = [
  { language: 'en', locale: 'en-GB', catalogue: en, name: 'Hazel' },
  { language: 'de', locale: 'de-DE', catalogue: de, name: 'Hanna' },
  { language: 'nl', locale: 'nl-NL', catalogue: nl, name: 'Hester' },
] as const;

type TOwnPhoto = { id: number; status: string; main: boolean };
const ownPhotos = async (page: Page) =>
  ((await (await page.request.get(siteUrl('/api/photos.php'))).json()) as { photos: TOwnPhoto[] }).photos;

describe('photos are screened after upload: held for review, decided in the console', () => {
  const browser = useBrowser();

  it('a main photo without a face waits for a moderator, a portrait stays live, in en, de and nl', async () => {
    const members: Array<{ member: (typeof MEMBERS)[number]; page: Page; name: string }> = [];
    for (const member of MEMBERS) {
      const page = await browser.open(member.language === 'de' ? desktop : phone, member.locale);
      await page.context().addCookies([{ name: 'i18n_redirected', value: member.language, url: siteUrl('/') }]);
      await skipEntryWarning(page);
      const name = `${member.name}${Math.floor(Math.random() * 900 + 100)}`;
      await signUpByApi(page, { name });
      await page.goto(siteUrl('/profile'));
      const input = page.locator('input[type=file]');
      // A picture without a face as the first (main) photo: the upload answers at once, live...
      await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await facelessJpeg('#6b8e23') });
      await page.getByText(member.catalogue.photos.uploaded).waitFor();
      // ...then the photo models hold it for review, a few seconds later.
      await expect
        .poll(async () => (await ownPhotos(page))[0]?.status, { timeout: 30_000, interval: 500 })
        .toBe('pending');
      await page.reload();
      await page.locator('.photo-tile').getByText(member.catalogue.photos.pending).waitFor();
      await lookAt(page, 'held-photo', { bothWidths: true });
      // A portrait of the member is screened too, and stays live.
      await input.setInputFiles({ name: 'me-2.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg('#d8a47f') });
      await page.getByText(member.catalogue.photos.uploaded).waitFor();
      members.push({ member, page, name });
    }

    const moderator = await browser.open(desktop);
    await loginAsStaff(moderator, 'moderator', '/admin/photos');
    await moderator.getByRole('heading', { level: 1, name: 'Photo approval' }).waitFor();
    for (const { name } of members) {
      const card = moderator.getByRole('listitem').filter({ hasText: name });
      await card.getByText('No face found in the main photo').waitFor();
      await card.getByText('Faces: 0').waitFor();
      if (name.startsWith('Hester')) await lookAt(moderator, 'photo-queue', { bothWidths: true });
      await card.getByRole('button', { name: `Approve the photo of ${name}` }).click();
      await card.waitFor({ state: 'detached' });
    }

    for (const { member, page } of members) {
      const photos = await ownPhotos(page);
      // The approved photo is live and main again; the portrait was never held.
      expect(photos.map((photo) => photo.status)).toEqual(['active', 'active']);
      expect(photos.find((photo) => photo.main)).toBeDefined();
      await page.reload();
      await page.locator('.photo-tile .badge', { hasText: member.catalogue.photos.main }).waitFor();
      expect(await page.locator('.photo-tile').getByText(member.catalogue.photos.pending).count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    }
    expect(pageErrors(moderator)).toEqual([]);
  }, 240_000);
});
