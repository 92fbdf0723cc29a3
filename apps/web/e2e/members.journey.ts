import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmEmail, signUpByApi } from './accounts';
import { apiAnswer, pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';

const [phone, desktop] = WIDTHS;

/** Ages shown on the result cards ("Name, 31"). */
async function cardAges(page: Page): Promise<number[]> {
  const texts = await page.locator('#search-count ~ div .member-card .fw-semibold').allInnerTexts();
  return texts.map((text) => Number(/,\s*(\d+)/.exec(text)?.[1]));
}

/** The results region once no search is loading: it is `aria-busy` meanwhile, the previous results still shown. */
const settledResults = (page: Page) => page.locator('section[aria-labelledby="search-count"][aria-busy="false"]');

describe('members: search, profile, like, match, swipe', () => {
  const browser = useBrowser();

  it('searches with filters on a phone, keeps them in the address, and brings the last search back', async () => {
    const page = await browser.open(phone);
    await signUpByApi(page, { name: 'Tom', gender: 'male', seeking: 'female' });
    await page.goto(siteUrl('/members'));
    await page.getByRole('heading', { level: 1, name: 'Search members' }).waitFor();
    await lookAt(page, 'search', { bothWidths: true });
    // A member starts with whom they seek. The filter form starts afresh with each search, so it is used
    // once it shows that search (before, a choice made in it would be lost).
    await page.waitForURL(/gender=female/);
    await expect.poll(() => page.getByLabel('Show me').inputValue()).toBe('female');

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Country').selectOption('NL');
    await page.getByLabel('From age').selectOption('25');
    await page.getByLabel('To age').selectOption('40');
    const searched = apiAnswer(page, 'GET', '/api/members.php', {
      gender: 'female',
      country: 'NL',
      min_age: '25',
      max_age: '40',
    });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/country=NL/);
    expect(new URL(page.url()).searchParams.get('min_age')).toBe('25');
    // Read the cards only once this search has answered and its results replaced the previous ones.
    await searched;
    await settledResults(page)
      .getByRole('status')
      .filter({ hasText: /members? found/ })
      .waitFor();
    await settledResults(page).locator('.member-card img').first().waitFor();
    const ages = await cardAges(page);
    expect(ages.length).toBeGreaterThan(0);
    for (const age of ages) expect(age >= 25 && age <= 40, `age ${age}`).toBe(true);
    const cities = await page.locator('#search-count ~ div .member-card .small').allInnerTexts();
    expect(cities.every(Boolean)).toBe(true);

    // Coming back to /members shows the last search.
    await page.goto(siteUrl('/'));
    await page.goto(siteUrl('/members'));
    await page.waitForURL(/country=NL/);
    expect(pageErrors(page)).toEqual([]);
  });

  it('opens a profile, likes it back and gets the match modal, which any click closes', async () => {
    const admirerPage = await browser.open(desktop);
    const admirer = await signUpByApi(admirerPage, { name: 'Lena', gender: 'female', seeking: 'male' });
    const page = await browser.open(desktop);
    const member = await signUpByApi(page, { name: 'Ben', gender: 'male', seeking: 'female' });
    // Only confirmed members are found and liked.
    await confirmEmail(page, member.email);
    await confirmEmail(admirerPage, admirer.email);
    const liked = await admirerPage.request.post(siteUrl('/api/like.php'), { data: { id: member.profileId } });
    expect(liked.status()).toBe(200);

    // The like shows on the likes page as new, and in the navigation badge.
    await page.goto(siteUrl('/likes'));
    await page.getByRole('heading', { level: 1, name: 'Likes' }).waitFor();
    await lookAt(page, 'likes', { bothWidths: true });
    const card = page.locator('.member-card', { hasText: 'Lena' });
    await card.waitFor();
    await page.getByText('New', { exact: true }).first().waitFor();

    await card.click();
    await page.waitForURL(new RegExp(`/members/${admirer.profileId}$`));
    await page.getByText('Likes you').waitFor();
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    const modal = page.getByRole('dialog', { name: "It's a match!" });
    await modal.waitFor();
    await modal.click({ position: { x: 5, y: 5 } });
    await modal.waitFor({ state: 'detached' });
    await page.getByText("It's a match", { exact: true }).waitFor();

    await page.goto(siteUrl('/likes/matches'));
    await page.locator('.member-card', { hasText: 'Lena' }).waitFor();
    // The member's home on / shows the new match too.
    await page.goto(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Hi Ben!' }).waitFor();
    await lookAt(page, 'home', { bothWidths: true });
    await page.getByRole('region', { name: 'Your matches' }).getByRole('link', { name: /Lena/ }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    expect(pageErrors(admirerPage)).toEqual([]);
  });

  it('plays the swipe game until the four daily likes are used, then counts down', async () => {
    const page = await browser.open(phone);
    await signUpByApi(page, { name: 'Sam', gender: 'male', seeking: 'female' });
    await page.goto(siteUrl('/swipe-game'));
    await page.getByText('4 likes left today').waitFor();
    await lookAt(page, 'swipe', { bothWidths: true });

    const pass = page.getByRole('button', { name: /^Pass on / });
    const passed = (await pass.getAttribute('aria-label'))!;
    await pass.click();
    // Undo is enabled once the pass is through; the like waits for the undo to be through too, or its answer
    // and the undo's could cross and the count would go back.
    const undone = apiAnswer(page, 'DELETE', '/api/swipe.php');
    await page.getByRole('button', { name: 'Undo the last pass' }).click();
    expect((await undone).status()).toBe(200);
    await page.getByRole('button', { name: passed, exact: true }).waitFor();
    for (const left of [3, 2, 1]) {
      await page.getByRole('button', { name: /^Like / }).click();
      await page.getByText(`${left} like${left === 1 ? '' : 's'} left today`).waitFor();
    }
    await page.getByRole('button', { name: /^Like / }).click();
    await page.getByText("You have used all 4 of today's likes.").waitFor();
    await page.getByText('New likes in').waitFor();
    await expect(page.locator('.display-5').innerText()).resolves.toMatch(/^\d{2}:\d{2}:\d{2}$/);

    // The server holds the allowance: a fifth like through the API is refused.
    const state = (await (await page.request.get(siteUrl('/api/swipe.php'))).json()) as { likes_left: number };
    expect(state.likes_left).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows a free member the first photos and the rest blurred with a lock', async () => {
    const page = await browser.open(phone);
    await signUpByApi(page, { name: 'Max', gender: 'male', seeking: 'female' });
    // A demo member with four photos: a free member sees three.
    let target: number | null = null;
    for (let search = 1; target === null && search <= 10; search++) {
      const answer = await page.request.get(siteUrl(`/api/members.php?gender=female&page=${search}`));
      const { results } = (await answer.json()) as { results: { id: number }[] };
      for (const result of results) {
        const profile = await page.request.get(siteUrl(`/api/member.php?id=${result.id}`));
        const { profile: member } = (await profile.json()) as { profile: { photo_count: number } };
        if (member.photo_count === 4) {
          target = result.id;
          break;
        }
      }
    }
    expect(target).not.toBeNull();
    await page.goto(siteUrl(`/members/${target}`));
    await page.getByText('4 photos').waitFor();
    await lookAt(page, 'profile-locked-photos', { bothWidths: true });
    const locked = page.locator('.gallery-photo.locked');
    // Until the page knows the member is logged in, the lock offers a visitor the signup (a button, no link).
    await locked.getByText('Get Premium to see all photos').waitFor();
    await expect(locked.count()).resolves.toBe(1);
    await expect(locked.getAttribute('href')).resolves.toBe('/premium');
    expect(pageErrors(page)).toEqual([]);
  });
});
