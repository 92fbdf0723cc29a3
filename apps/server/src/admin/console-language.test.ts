import { CONSOLE_LANGUAGE_HEADER, LOCALE_COOKIE_NAME } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('console messages in the staff member language', () => {
  it('answers a console call in the console language, over the member site cookie', async () => {
    const { cookie } = await t.staffLogin('operator');
    const refused = (language: string) =>
      t.app.inject({
        url: '/api/admin/complaints.php',
        headers: { cookie: `${cookie}; ${LOCALE_COOKIE_NAME}=fr`, [CONSOLE_LANGUAGE_HEADER]: language },
      });
    const german = await refused('de');
    expect(german.statusCode).toBe(403);
    expect(german.json()).toMatchObject({ error: 'forbidden', message: 'Deine Rolle erlaubt das nicht.' });
    expect((await refused('nl')).json().message).toBe('Met jouw rol is dit niet toegestaan.');
    // Not a console language: the usual order (here the locale cookie) decides.
    expect((await refused('pl')).json().message).toBe('Ton rôle ne permet pas cette action.');
  });

  it('does not let the header choose the language of a member call', async () => {
    const answer = await t.app.inject({
      url: '/api/nonexistent-call.php',
      headers: { [CONSOLE_LANGUAGE_HEADER]: 'de', cookie: `${LOCALE_COOKIE_NAME}=nl` },
    });
    expect(answer.json().message).toBe('Deze pagina kon niet worden gevonden.');
  });
});
