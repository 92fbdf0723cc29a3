// Background jobs in the console: an admin sees the scheduled jobs and the queue, on a desktop in English
// and on a phone in German; other roles do not get the screen.
import { describe, expect, it } from 'vitest';
import { pageErrors, siteUrl, useBrowser, WIDTHS } from './browser';
import { lookAt } from './look-at';
import { loginAsStaff } from './staff';

const [phone, desktop] = WIDTHS;
const JOB_NAMES = [
  'Notification mails',
  'Erase deleted accounts',
  'Cancel abandoned checkouts',
  'Dashboard figures',
  'Clean up job history',
];

describe('console: background jobs', () => {
  const browser = useBrowser();

  it('shows an admin every scheduled job and the queue of mails, on a desktop', async () => {
    const page = await browser.open(desktop);
    await loginAsStaff(page, 'admin', '/admin/jobs');
    await page.getByRole('heading', { name: 'Background jobs', level: 1 }).waitFor();
    await lookAt(page, 'jobs', { bothWidths: true });
    const scheduled = page.getByRole('region', { name: 'Scheduled jobs' });
    for (const name of JOB_NAMES) await scheduled.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
    // Logging the demo staff in sent no mail, but the menu leads here and the queue section is there.
    await page.getByRole('region', { name: 'Queue' }).waitFor();
    await page.getByRole('link', { name: 'Background jobs' }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });

  it('reads in German on a phone, without sideways scrolling, and is refused to a moderator', async () => {
    const page = await browser.open(phone, 'de-DE');
    await loginAsStaff(page, 'admin', '/admin/jobs');
    await page.getByLabel('Console language').selectOption('de');
    await page.getByRole('heading', { name: 'Hintergrundaufgaben', level: 1 }).waitFor();
    await lookAt(page, 'jobs', { bothWidths: true });
    await page.getByRole('region', { name: 'Geplante Aufgaben' }).getByText('Benachrichtigungsmails').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    expect(pageErrors(page)).toEqual([]);

    const moderator = await browser.open(desktop);
    await loginAsStaff(moderator, 'moderator');
    expect(await moderator.getByRole('link', { name: 'Background jobs' }).count()).toBe(0);
    const refused = await moderator.request.get(siteUrl('/api/admin/jobs.php'));
    expect(refused.status()).toBe(403);
  });
});
