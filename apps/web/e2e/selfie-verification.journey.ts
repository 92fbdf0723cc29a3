import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TVerificationPose } from '@app/shared';
import de from '@app/shared/locales/de.json';
import en from '@app/shared/locales/en.json';
import nl from '@app/shared/locales/nl.json';
import { selfieOf } from '../../server/src/test/fixture-selfies';
import { confirmEmail, randomLetters, skipEntryWarning, signUpByApi } from './accounts';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { portraitJpeg } from './photos';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
/** en and de copy the pose and are verified at once; nl sends a selfie without the pose, for a moderator. */
const MEMBERS = [
  { language: 'en', locale: 'en-GB', catalogue: en, name: 'Vera', copiesPose: true },
  { language: 'de', locale: 'de-DE', catalogue: de, name: 'Vreni', copiesPose: true },
  { language: 'nl', locale: 'nl-NL', catalogue: nl, name: 'Veerle', copiesPose: false },
] as const;

type TMember = { member: (typeof MEMBERS)[number]; page: Page; name: string; profileId: number };

const suffix = () => randomLetters();

/** The start of "verified since {{date}}", without the date. */
const verifiedSince = (catalogue: typeof en) => catalogue.verification.verified.split('{{')[0]!.trim();

async function signUpWithPortrait(browser: ReturnType<typeof useBrowser>, member: (typeof MEMBERS)[number]) {
  const page = await browser.open(member.language === 'de' ? desktop : phone, member.locale);
  await page.context().addCookies([{ name: 'i18n_redirected', value: member.language, url: siteUrl('/') }]);
  await skipEntryWarning(page);
  const name = `${member.name}${suffix()}`;
  const { profileId, email } = await signUpByApi(page, { name });
  // Only members who confirmed their address can be found in search.
  await confirmEmail(page, email);
  await page.goto(siteUrl('/profile'));
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portraitJpeg('#e0b090') });
  await page.getByText(member.catalogue.photos.uploaded).waitFor();
  return { member, page, name, profileId };
}

/** Consent, start, the pose the server drew; then the selfie as a file (headless Chromium has no camera). */
async function sendSelfie({ member, page }: TMember): Promise<TVerificationPose> {
  const card = page.getByTestId('verification');
  await card.scrollIntoViewIfNeeded();
  // The start waits for the explicit consent (the selfie is biometric data).
  expect(await card.getByRole('button', { name: member.catalogue.verification.start }).isDisabled()).toBe(true);
  await card.getByLabel(member.catalogue.verification.consent).check();
  await card.getByRole('button', { name: member.catalogue.verification.start }).click();
  const poseText = card.getByTestId('verification-pose');
  await poseText.waitFor();
  const pose = (await poseText.getAttribute('data-pose')) as TVerificationPose;
  expect(await poseText.textContent()).toBe(member.catalogue.verification.poses[pose]);
  if (member.name === 'Vera') await lookAt(page, 'verification-pose', { bothWidths: true });
  await card.getByTestId('selfie-file').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await selfieOf('portrayed', member.copiesPose ? pose : 'upright'),
  });
  await card.getByTestId('selfie-preview').waitFor();
  await card.getByRole('button', { name: member.catalogue.verification.send }).click();
  return pose;
}

describe('selfie verification: a pose, a selfie, a badge; unclear ones decided in the console', () => {
  const browser = useBrowser();

  it('verifies a copied pose at once, sends one without the pose to a moderator, in en, de and nl', async () => {
    const members: TMember[] = [];
    for (const member of MEMBERS) members.push(await signUpWithPortrait(browser, member));

    for (const entry of members) {
      await sendSelfie(entry);
      const card = entry.page.getByTestId('verification');
      const catalogue = entry.member.catalogue;
      if (entry.member.copiesPose) {
        // The models compare the faces a few seconds later; the card asks again meanwhile.
        await card.getByText(verifiedSince(catalogue)).waitFor({ timeout: 60_000 });
        await card.getByTestId('verified-badge').waitFor();
      } else {
        await card.getByText(catalogue.verification.inReview).waitFor({ timeout: 60_000 });
        await lookAt(entry.page, 'verification-review', { bothWidths: true });
      }
    }
    await lookAt(members[0]!.page, 'verification-verified', { bothWidths: true });

    // The moderator sees Veerle's selfie beside her photos, with why it needs a look, and verifies her.
    const veerle = members.find((entry) => !entry.member.copiesPose)!;
    const moderator = await browser.open(desktop);
    await loginAsStaff(moderator, 'moderator', '/admin/verifications');
    await moderator.getByRole('heading', { level: 1, name: 'Selfie verification' }).waitFor();
    const queued = moderator.getByRole('listitem').filter({ hasText: veerle.name });
    await queued.getByText('The pose asked for was not seen').waitFor();
    await queued.getByRole('img', { name: `Selfie of ${veerle.name}` }).waitFor();
    await queued.getByRole('img', { name: `Approved photo 1 of ${veerle.name}` }).waitFor();
    // Nobody verified at once waits in the queue.
    for (const entry of members.filter((other) => other.member.copiesPose))
      expect(await moderator.getByRole('listitem').filter({ hasText: entry.name }).count()).toBe(0);
    await lookAt(moderator, 'verification-queue', { bothWidths: true });
    await queued.getByRole('button', { name: `Verify ${veerle.name}` }).click();
    await moderator.getByRole('button', { name: 'Verify and delete the selfie' }).click();
    await moderator.getByText(`${veerle.name} is verified.`).waitFor();
    await queued.waitFor({ state: 'detached' });

    // Her card turns verified (it asks again every 30 s while a moderator decides; a reload is quicker)...
    await veerle.page.reload();
    await veerle.page.getByTestId('verification').getByText(verifiedSince(nl)).waitFor();

    // ...and a man searching for verified members only finds the three, each with the badge.
    const viewer = await browser.open(phone, 'nl-NL');
    await viewer.context().addCookies([{ name: 'i18n_redirected', value: 'nl', url: siteUrl('/') }]);
    await skipEntryWarning(viewer);
    await signUpByApi(viewer, { name: `Vincent${suffix()}`, gender: 'male', seeking: 'female' });
    await viewer.goto(siteUrl('/members?gender=female&verified=1'));
    for (const entry of members) {
      const found = viewer.locator('.member-card').filter({ hasText: entry.name });
      await found.getByTestId('verified-badge').waitFor();
    }
    expect(await viewer.locator('#search-verified').isChecked()).toBe(true);
    await lookAt(viewer, 'verified-search', { bothWidths: true });
    // The profile shows the badge too.
    await viewer.goto(siteUrl(`/members/${veerle.profileId}`));
    await viewer.getByRole('heading', { level: 1 }).getByTestId('verified-badge').waitFor();
    await lookAt(viewer, 'verified-profile', { bothWidths: true });

    for (const { page } of members) expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(moderator)).toEqual([]);
    expect(pageErrors(viewer)).toEqual([]);
  }, 300_000);
});
