import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginLink } from '../../auth/login-links';
import { newToken } from '../../auth/tokens';
import { createLogger } from '../../lib/logger';
import { signUpAndConfirm } from '../public-members';
import { createTestApp, type TestApp } from '../test-app';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // The server's own logger, writing to a list instead of stdout.
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  t = await createTestApp({}, undefined, { loggerInstance: logger });
});
afterAll(() => t.close());

async function linkIn(pattern: RegExp) {
  const texts = (await t.deliverMails()).map((mail) => mail.text).join('\n');
  const found = pattern.exec(texts)?.[0];
  if (!found) throw new Error(`no link ${pattern} in the mails`);
  return found;
}
const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token') ?? link.slice(1);

describe('logs', () => {
  it('someone who reads the server logs finds none of the one-time tokens of the links members opened', async () => {
    const member = await signUpAndConfirm(t, { name: 'Lou' }, { confirm: false });
    const activation = await linkIn(/\/api\/activate\.php\?token=[\w-]+/);
    await t.app.inject({ url: activation });

    await t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email: member.email } });
    const reset = await linkIn(/\/reset-password\/do\?token=[\w-]+/);
    await t.app.inject({ url: reset });
    await t.app.inject({
      method: 'PUT',
      url: '/api/email.php',
      headers: { cookie: member.cookie },
      payload: { email: `new-${member.email}`, password: member.password },
    });
    const mailChange = await linkIn(/\/mail-change\/do\?token=[\w-]+/);
    await t.app.inject({ url: mailChange });
    const loginLink = `/${await issueLoginLink(t.db, {
      userId: member.userId,
      siteId: t.sites.mainSiteId,
      targetPath: '/chats',
      now: t.clock.now(),
    })}`;
    await t.app.inject({ url: loginLink });
    const reactivate = `/api/reactivate.php?token=${newToken()}`;
    await t.app.inject({ url: reactivate });
    const unsubscribe = `/api/unsubscribe.php?token=${member.userId}.news.${newToken()}`;
    await t.app.inject({ url: unsubscribe });
    await t.app.inject({ method: 'POST', url: unsubscribe, payload: 'List-Unsubscribe=One-Click' });
    // A line someone writes later, with the URL in its message or in an error.
    t.app.log.info(`Route GET:${reset} not found`);
    t.app.log.error({ err: new Error(`fetch failed for ${mailChange}`) }, 'request failed');

    const log = lines.join('');
    expect(log).toContain('/api/activate.php?token=[redacted]');
    expect(log).toContain('/reset-password/do?token=[redacted]');
    for (const link of [activation, reset, mailChange, loginLink, reactivate, unsubscribe])
      expect(log, link).not.toContain(tokenOf(link));
  });
});
