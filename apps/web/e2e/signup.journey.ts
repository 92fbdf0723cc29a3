import type { Page } from 'playwright-core';
import { portraitJpeg } from './photos';
import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { linkFromMail } from './mailbox';

const phone = WIDTHS[0];
const desktop = WIDTHS[1];
const DUTCH_SITE = 'flirtpunt.localhost';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The notice area shows one notice at a time: steps with "Next" until the named one shows. */
async function showNotice(page: Page, name: string) {
  const notice = page.locator(`[data-alert=${name}]`);
  await page.locator('[data-notice]').waitFor();
  for (let step = 0; step < 6 && !(await notice.isVisible()); step++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await notice.waitFor();
}

function photoFile() {
  return portraitJpeg('#c8553d', { width: 480, height: 640 }).then((buffer) => ({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer,
  }));
}

describe('signup through the modal, in Dutch on a phone', () => {
  const browser = useBrowser();

  it('signs up from a like, keeps the traffic source, confirms by mail and lands activated', async () => {
    const page = await browser.open(phone, 'nl-NL');
    const email = uniqueEmail('anna');
    // A paid visitor: the Dutch site only allows signups with a traffic source.
    await page.goto(siteUrl('/?network=adnet&sub1=spring', DUTCH_SITE));
    await page.getByRole('button', { name: /Ik ben 21 of ouder/ }).click();
    await page.locator('.like-button').first().click();

    const modal = page.getByRole('dialog', { name: 'Maak je gratis account aan' });
    await modal.waitFor();
    await modal.locator('input[type=file]').setInputFiles(await photoFile());
    await modal.getByRole('img', { name: 'Je gekozen foto' }).waitFor();
    await modal.getByRole('button', { name: 'Volgende' }).click();

    // From the second step on, neither Escape nor the backdrop closes the modal.
    await modal.getByRole('heading', { name: 'Waar woon je?' }).waitFor();
    await lookAt(page, 'signup-location', { bothWidths: true });
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal.isVisible()).resolves.toBe(true);
    // The browser shares a position in Utrecht; our offline geocoder fills in the place.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 52.0907, longitude: 5.1214 });
    await modal.getByRole('button', { name: 'Gebruik mijn huidige locatie' }).click();
    await modal.getByText('Gevonden: Utrecht, Utrecht.').waitFor();
    // The region list loads for the country found, so the region shows once it is in.
    await expect.poll(() => modal.getByLabel('Land').inputValue()).toBe('NL');
    await expect.poll(() => modal.getByLabel('Regio').inputValue()).toBe('NL-UT');
    await modal.getByRole('button', { name: 'Volgende' }).click();

    await modal.getByRole('heading', { name: 'Over jou' }).waitFor();
    await lookAt(page, 'signup-details', { bothWidths: true });
    await modal.getByLabel('Gebruikersnaam').fill('Anna');
    // This site's minimum age is 21.
    await modal.getByLabel('Geboortedatum').fill('2006-04-01');
    await modal.getByLabel('E-mailadres').fill(email);
    await modal.getByLabel('Wachtwoord', { exact: true }).fill('zonnig-weer-42');
    await modal.getByRole('button', { name: 'Maak mijn account aan' }).click();
    await modal.getByText('Je moet minstens 21 jaar oud zijn om mee te doen.').waitFor();
    await modal.getByLabel('Geboortedatum').fill('1994-04-01');
    await modal.getByRole('button', { name: 'Maak mijn account aan' }).click();

    await modal.getByRole('heading', { name: 'Vertel iets over jezelf' }).waitFor();
    await lookAt(page, 'signup-about', { bothWidths: true });
    await modal.getByLabel('Over mij').fill('Ik hou van fietsen langs de Vecht en een goed gesprek.');
    await modal.getByRole('button', { name: /Fietsen/ }).click();
    await modal.getByRole('button', { name: 'Volgende' }).click();

    const pushStep = modal.getByRole('heading', { name: 'Mis nooit meer een bericht' });
    const confirmStep = modal.getByRole('heading', { name: 'Bevestig je e-mailadres' });
    await pushStep.or(confirmStep).waitFor();
    if (await pushStep.isVisible()) await modal.getByRole('button', { name: 'Niet nu' }).click();
    await confirmStep.waitFor();
    await expect(modal.textContent()).resolves.toContain(email);
    await lookAt(page, 'signup-confirm', { bothWidths: true });
    await modal.getByRole('button', { name: 'Ga op ontdekking' }).click();
    await modal.waitFor({ state: 'detached' });

    // On a phone the activation reminder follows as a modal; the new member is logged in with a photo.
    const reminder = page.getByRole('dialog', { name: 'Nog één stap' });
    await reminder.waitFor();
    await reminder.getByRole('button', { name: 'Begrepen' }).click();
    // Node does not resolve *.localhost, so the API is asked from inside the page.
    const fromPage = (path: string) => page.evaluate(async (url) => (await fetch(url)).text(), path);
    const me = JSON.parse(await fromPage('/api/user.php'));
    expect(me.user).toMatchObject({ status: 'not_confirmed', language: 'nl', profile: { name: 'Anna' } });
    expect(me.user.profile.main_image).not.toBeNull();
    const exported = await fromPage('/api/export.php');
    expect(exported).toContain('adnet');
    expect(exported).toContain('spring');

    const { url, mail } = await linkFromMail(email, /activate\.php/);
    expect(mail.subject).toMatch(/Bevestig|bevestig|Activeer|activeer/);
    await page.goto(url);
    await page.waitForURL(/\/activate\/done$/);
    await page.getByRole('heading', { level: 1, name: 'Je e-mailadres is bevestigd' }).waitFor();
    await lookAt(page, 'activated', { bothWidths: true });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-alert=activation]').count()).toBe(0);
    const after = JSON.parse(await fromPage('/api/user.php'));
    expect(after.user.status).not.toBe('not_confirmed');

    // A second click on the link says the address is confirmed already, not that something failed.
    await page.goto(url);
    await page.waitForURL(/\/activate\/done\?already=1$/);
    await page.getByRole('heading', { level: 1, name: 'Je e-mailadres is al bevestigd' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('password reset and completing a profile', () => {
  const browser = useBrowser();

  async function memberThroughApi(page: import('playwright-core').Page, email: string, password: string) {
    const response = await page.request.post(siteUrl('/api/signup.php'), {
      data: {
        email,
        password,
        name: 'Sam',
        date_of_birth: '1988-02-03',
        gender: 'male',
        seeking: 'female',
        sexuality: 'hetero',
        country: 'GB',
        region: null,
        city: 'Leeds',
      },
    });
    expect(response.status()).toBe(201);
  }

  it('resets a forgotten password from the mailed link, which then no longer works', async () => {
    const page = await browser.open(desktop);
    const email = uniqueEmail('sam');
    await memberThroughApi(page, email, 'old-secret-123');
    await page.context().clearCookies();

    await page.goto(siteUrl('/login'));
    await page.getByRole('button', { name: /I am 18 or older/ }).click();
    await page.getByRole('link', { name: /Forgot your password/ }).click();
    await page.waitForURL(/\/reset-password$/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(`If ${email} has an account`).waitFor();

    const { url } = await linkFromMail(email, /reset-password\/do/);
    await page.goto(url);
    await page.getByLabel('New password', { exact: true }).fill('new-secret-456');
    await page.getByLabel('Repeat the new password').fill('new-secret-457');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.getByText('The new password and its repetition are not the same.').waitFor();
    await page.getByLabel('Repeat the new password').fill('new-secret-456');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.waitForURL(/\/members(\?|$)/);
    await page.getByText('Your password has been changed.').waitFor();

    await page.goto(url);
    await page.getByLabel('New password', { exact: true }).fill('third-secret-789');
    await page.getByLabel('Repeat the new password').fill('third-secret-789');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.getByText('This reset link has expired or is invalid').waitFor();

    await page.context().clearCookies();
    const oldLogin = await page.request.post(siteUrl('/api/user.php'), { data: { email, password: 'old-secret-123' } });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await page.request.post(siteUrl('/api/user.php'), { data: { email, password: 'new-secret-456' } });
    expect(newLogin.status()).toBe(200);
    expect(pageErrors(page)).toEqual([]);
  });

  it('lets a member made elsewhere complete the profile, and shows the photo alert until then', async () => {
    const page = await browser.open(phone);
    const email = uniqueEmail('lander');
    await memberThroughApi(page, email, 'lander-pass-99');
    await page.goto(siteUrl('/lang-config'));
    await showNotice(page, 'photo');

    await page.goto(siteUrl('/complete-signup'));
    await page.getByRole('heading', { name: 'Add your best photo' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(await photoFile());
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Tell others about yourself' }).waitFor();
    await page.getByRole('button', { name: 'Not now' }).click();
    const confirmStep = page.getByRole('heading', { name: 'Confirm your e-mail address' });
    const pushStep = page.getByRole('heading', { name: 'Never miss a message' });
    await pushStep.or(confirmStep).waitFor();
    if (await pushStep.isVisible()) await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText('We sent you a new activation link.').waitFor();
    await page.getByRole('button', { name: 'Start exploring' }).click();
    await page.waitForURL(/\/members(\?|$)/);
    await page.goto(siteUrl('/lang-config'));
    await page.locator('[data-alert=activation]').waitFor();
    // With a photo, the notices are the activation reminder and what else applies, never the photo one.
    for (let step = 0; step < 5 && (await page.getByRole('button', { name: 'Next', exact: true }).count()); step++) {
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      expect(await page.locator('[data-alert=photo]').count()).toBe(0);
    }
    expect(pageErrors(page)).toEqual([]);
  });
});
