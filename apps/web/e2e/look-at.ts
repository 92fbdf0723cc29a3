// Every screen a journey reaches is looked at twice: a screenshot for a person, and axe-core for the rules.
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WIDTHS } from './browser';

/**
 * Where the screenshots go: `<folder>/<journey>/<screen>-<language>-<width>.png`, outside git (test-results/).
 * JOURNEY_SHOTS=off skips them (CI: a full-page screenshot of a long screen costs as much as the journey step).
 */
const SHOTS_DIR = process.env.JOURNEY_SHOTS ?? path.resolve(import.meta.dirname, '../../../test-results/shots');
const TAKE_SHOTS = SHOTS_DIR !== 'off';

/** WCAG 2.1 A and AA, the level the issue asks for; best-practice rules would add noise without a standard. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A screen may carry minor and moderate findings; serious and critical ones fail the journey. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

function describeViolation(violation: Result): string {
  const where = violation.nodes
    .slice(0, 3)
    .map(
      (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
    )
    .join('\n');
  return `  ${violation.impact} ${violation.id} (${violation.help}), ${violation.nodes.length}×\n${where}`;
}

/**
 * Waits for the page's finite animations and transitions (a link's colour fading after a click): axe measures
 * colours as drawn, and a half-faded pill fails contrast. Endless ones (spinners, a pulsing dot) are left.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 2_000))]);
  });
}

/** The axe findings on the page as it is now that a member could not get past (serious or critical). */
export async function blockingViolations(page: Page): Promise<Result[]> {
  // Only violations are read, so axe need not collect the passing nodes. Legacy mode runs axe in the page itself:
  // the default finishes every run in a new blank page, which took half of each check (the screens have no
  // cross-origin frames, the case that default exists for).
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Saves a full-page screenshot of the screen under its name, language and width, then fails when axe finds a
 * serious or critical violation on it. Call it once the screen has settled (its content is on the page). A test
 * that runs at one width only passes `bothWidths` to see the screen at the other width too (the page is resized
 * and put back).
 */
export async function lookAt(page: Page, screen: string, options: { bothWidths?: boolean } = {}): Promise<void> {
  const journey = path.basename(expect.getState().testPath ?? 'journey', '.journey.ts');
  const original = page.viewportSize();
  const widths = options.bothWidths ? WIDTHS : [original ?? WIDTHS[0]];
  const failures: string[] = [];
  for (const viewport of widths) {
    if (viewport.width !== page.viewportSize()?.width) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Media queries and observers answer on the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    await transitionsDone(page);
    const language = (await page.locator('html').getAttribute('lang')) ?? 'xx';
    if (TAKE_SHOTS)
      await page.screenshot({
        path: path.join(SHOTS_DIR, journey, `${screen}-${language}-${viewport.width}.png`),
        fullPage: true,
      });
    const violations = await blockingViolations(page);
    if (violations.length > 0)
      failures.push(
        `Accessibility of "${screen}" at ${viewport.width} px:\n${violations.map(describeViolation).join('\n')}`,
      );
  }
  if (original && original.width !== page.viewportSize()?.width) {
    await page.setViewportSize(original);
    // Settled before the test goes on: a screen that lays out differently by width (the chat's two panes)
    // remounts on these frames, and a keystroke sent into the old tree would be lost.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await transitionsDone(page);
  }
  if (failures.length > 0) throw new Error(failures.join('\n'));
}

/** A screen fits its width: nothing makes the page scroll sideways (a long word, a row of fixed-width tabs). */
export async function expectNoSideScroll(page: Page, screen: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Content of a box that scrolls or clips on its own (a tab strip, a wide table) does not widen the page.
    const clipped = (element: HTMLElement) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const wider = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 1 && element.offsetParent !== null && !clipped(element),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrolls: document.documentElement.scrollWidth > width, wider };
  });
  expect(overflow.scrolls, `"${screen}" scrolls sideways; wider than the screen: ${overflow.wider.join(', ')}`).toBe(
    false,
  );
}
