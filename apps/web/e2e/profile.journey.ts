import type { Page } from 'playwright-core';
import { portraitJpeg } from './photos';
import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { skipEntryWarning } from './accounts';

const phone = WIDTHS[0];
const desktop = WIDTHS[1];
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface OwnPhoto {
  id: number;
  thumb_filename: string;
  main: boolean;
}

/** A fresh member through the API, logged in in the page's context; not the demo member other journeys use. */
async function signUp(page: Page, label: string) {
  const response = await page.request.post(siteUrl('/api/signup.php'), {
    data: {
      email: uniqueEmail(label),
      password: 'profile-secret-77',
      name: 'Kim',
      date_of_birth: '1987-07-07',
      gender: 'female',
      seeking: 'male',
      sexuality: 'hetero',
      country: 'NL',
      region: 'NL-NH',
      city: 'Haarlem',
    },
  });
  expect(response.status()).toBe(201);
}

/** Opens a page: a visitor passes the site-entry warning, which always shows them; a member has closed it before. */
async function visit(page: Page, path: string, heading: string, visitor = false) {
  if (!visitor) await skipEntryWarning(page);
  await page.goto(siteUrl(path));
  if (visitor) await page.getByRole('button', { name: /I am 18 or older/ }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** A small portrait in a colour of its own, so each upload is a different photo. */
async function photoFile(colour: string) {
  const buffer = await portraitJpeg(colour);
  return { name: `${colour.slice(1)}.jpg`, mimeType: 'image/jpeg', buffer };
}

async function ownPhotos(page: Page): Promise<OwnPhoto[]> {
  return ((await (await page.request.get(siteUrl('/api/photos.php'))).json()) as { photos: OwnPhoto[] }).photos;
}

/** Some other member of the site, found through the search the member (or visitor) may use. */
async function someMember(page: Page): Promise<{ id: number; name: string }> {
  const answer = await page.request.get(siteUrl('/api/featured-members.php'));
  const { profiles } = (await answer.json()) as { profiles: Array<{ id: number; name: string }> };
  expect(profiles.length).toBeGreaterThan(0);
  return profiles[0]!;
}

describe('my profile', () => {
  const browser = useBrowser();

  it('edits the profile on a phone: the server refuses a name with @, then it saves and stays after a reload', async () => {
    const page = await browser.open(phone);
    await signUp(page, 'editor');
    await visit(page, '/profile', 'My profile');
    await expect(page.locator('#profile-seeking-visibility').textContent()).resolves.toBe('Only you');
    await expect(page.locator('#profile-hair_color-visibility').textContent()).resolves.toBe('Visible to others');

    const name = page.getByLabel('Username');
    const about = 'Sunsets at the beach and long talks.';
    await name.fill('@kimmy');
    await page.getByLabel('About me', { exact: true }).fill(about);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your name may not start with @.').waitFor();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    // The field is focused in the frame after the message shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('profile-name');
    // Nothing typed is lost by the refusal.
    await expect(page.getByLabel('About me', { exact: true }).inputValue()).resolves.toBe(about);

    await name.fill('Kimberly');
    await page.getByRole('button', { name: 'Beach' }).click();
    await page.getByRole('button', { name: 'Travelling' }).click();
    await page.getByLabel('Hair colour').selectOption('red');
    await page.getByText(`${about.length}/2,000 characters`).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile has been saved.').waitFor();
    // The navigation has the new name (in the collapsed menu on a phone).
    await page.getByTestId('account-name').getByText('Kimberly').waitFor({ state: 'attached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await expect(page.getByLabel('Username').inputValue()).resolves.toBe('Kimberly');
    await expect(page.getByLabel('About me', { exact: true }).inputValue()).resolves.toBe(about);
    await expect(page.getByLabel('Hair colour').inputValue()).resolves.toBe('red');
    await expect(page.getByRole('button', { name: 'Beach' }).getAttribute('aria-pressed')).resolves.toBe('true');
    const saved = await (await page.request.get(siteUrl('/api/profile.php'))).json();
    expect(saved.profile).toMatchObject({ name: 'Kimberly', hair_color: 'red' });
    expect([...saved.profile.interests].sort()).toEqual(['beach', 'travelling']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, 'profile');
    expect(pageErrors(page)).toEqual([]);
  });

  it('manages photos on a desktop: uploads, a new main photo, the free limit with Premium, a delete', async () => {
    const page = await browser.open(desktop);
    await signUp(page, 'photos');
    await visit(page, '/profile', 'My profile');
    await page.getByText('0 of 3 photos').waitFor();
    const input = page.locator('input[type=file]');
    for (const [index, colour] of ['#c8553d', '#2e86ab', '#f6ae2d'].entries()) {
      await input.setInputFiles(await photoFile(colour));
      await page.getByText(`${index + 1} of 3 photos`).waitFor();
    }
    await page.locator('.photo-tile .badge', { hasText: 'Main photo' }).waitFor();

    const before = await ownPhotos(page);
    const chosen = before.find((photo) => !photo.main)!;
    const position = before.indexOf(chosen) + 1;
    await page.getByRole('button', { name: new RegExp(`^Make main\\W+Your photo ${position}$`) }).click();
    await page.getByText('This is now your main photo.').waitFor();
    expect((await ownPhotos(page)).find((photo) => photo.main)?.id).toBe(chosen.id);
    // The navigation shows the new main photo's thumbnail.
    await page.locator(`.top-nav img.avatar-thumb[src$="${chosen.thumb_filename}"]`).waitFor();

    // A free member's fourth photo: the limit, and the way to Premium.
    await input.setInputFiles(await photoFile('#33673b'));
    await page.getByText('You have reached the maximum of 3 photos.').waitFor();
    await page.getByText('Premium members can upload up to 25 photos.').waitFor();
    const limit = page.getByRole('alert').filter({ hasText: 'maximum of 3 photos' });
    await expect(limit.getByRole('link', { name: 'Get Premium' }).getAttribute('href')).resolves.toBe('/premium');
    expect(await ownPhotos(page)).toHaveLength(3);

    await page.getByRole('button', { name: 'Delete photo 3' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
    await dialog.getByRole('button', { name: 'Delete photo' }).click();
    await page.getByText('The photo has been deleted.').waitFor();
    await page.getByText('2 of 3 photos').waitFor();
    expect(await ownPhotos(page)).toHaveLength(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, 'profile');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('complaints and blocks', () => {
  const browser = useBrowser();

  it('lets a visitor report a member and confirms the report', async () => {
    const page = await browser.open(desktop);
    const member = await someMember(page);
    await visit(page, `/complaints?profile=${member.id}`, 'Complaints', true);
    await page.getByTestId('reported-member').getByText(member.name).waitFor();
    await page.getByRole('link', { name: 'support@amora.example' }).waitFor();

    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Please fill this in.').waitFor();
    await page.getByLabel('What is the problem?').selectOption('fake_profile');
    await page.getByLabel('Tell us what happened (optional)').fill('The photos are taken from a magazine.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('heading', { name: 'Thank you, we received your report' }).waitFor();
    await lookAt(page, 'complaints');
    await page.getByRole('button', { name: 'Send another report' }).click();
    await expect(page.getByLabel('What is the problem?').inputValue()).resolves.toBe('');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a member blocked through the API in the settings, and unblocks them there', async () => {
    const page = await browser.open(phone);
    await signUp(page, 'blocker');
    const member = await someMember(page);
    const block = await page.request.post(siteUrl('/api/block.php'), { data: { id: member.id } });
    expect(block.status()).toBe(200);

    await visit(page, '/settings', 'Settings');
    const section = page.getByRole('region', { name: 'Blocked members' });
    await section.getByText(member.name).waitFor();
    await section.getByRole('button', { name: `Unblock ${member.name}` }).click();
    await page.getByText(`${member.name} is no longer blocked.`).waitFor();
    await section.getByText('You have not blocked anyone.').waitFor();
    const blocks = await (await page.request.get(siteUrl('/api/blocks.php'))).json();
    expect(blocks.profiles).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });
});
