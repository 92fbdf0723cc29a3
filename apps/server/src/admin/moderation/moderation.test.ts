import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm, type TPublicMember } from '../../test/public-members';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** Whether a searching member finds `member` in search (ids of the first page: this file makes few members). */
async function findable(searcher: TPublicMember, member: TPublicMember) {
  const found = (await call('GET', '/api/members.php?page=1', searcher.cookie)).json();
  return found.results.some((card: { id: number }) => card.id === member.profileId);
}

/** A moderator takes `member`'s profile out of search through a complaint, the way the console does. */
async function disableThroughComplaint(member: TPublicMember) {
  const reporter = await signUpAndConfirm(t, { gender: 'male', seeking: 'female' });
  await call('POST', '/api/complaints.php', reporter.cookie, {
    reason: 'harassment',
    text: 'Rude',
    profile_id: member.profileId,
  });
  const moderator = await t.staffLogin('moderator');
  const queue = (await call('GET', '/api/admin/complaints.php', moderator.cookie)).json().complaints;
  const complaint = queue.find(
    (entry: { reported_profile_id: number }) => entry.reported_profile_id === member.profileId,
  );
  const handled = await call('POST', '/api/admin/complaint.php', moderator.cookie, {
    complaint: complaint.id,
    action: 'disable_profile',
    note: 'Fake',
  });
  expect(handled.statusCode).toBe(200);
}

describe('sanctions and member state', () => {
  it('keeps a profile a moderator disabled out of search when its member confirms a new e-mail address', async () => {
    const member = await signUpAndConfirm(t, { name: 'Dora' });
    const searcher = await signUpAndConfirm(t, { gender: 'male', seeking: 'female' });
    expect(await findable(searcher, member)).toBe(true);
    await disableThroughComplaint(member);
    expect(await findable(searcher, member)).toBe(false);

    const newEmail = `dora-moved-${Date.now()}@example.test`;
    await t.deliverMails();
    const request = await call('PUT', '/api/email.php', member.cookie, { email: newEmail, password: member.password });
    expect(request.statusCode).toBe(200);
    const mail = (await t.deliverMails()).find((entry) => entry.to === newEmail)!;
    const token = /mail-change\/do\?token=([\w-]+)/.exec(mail.text)![1]!;
    expect((await t.app.inject({ method: 'POST', url: '/api/mail-change.php', payload: { token } })).statusCode).toBe(
      200,
    );

    expect(await findable(searcher, member)).toBe(false);
    expect((await call('GET', `/api/member.php?id=${member.profileId}`, searcher.cookie)).statusCode).toBe(404);
    const me = (await call('GET', '/api/user.php', member.cookie)).json().user;
    expect(me).toMatchObject({ email: newEmail, status: 'confirmed', profile: { status: 'disabled' } });
  });

  it('keeps an invisible member out of search after a ban is lifted', async () => {
    const member = await signUpAndConfirm(t, { name: 'Ines' });
    const searcher = await signUpAndConfirm(t, { gender: 'male', seeking: 'female' });
    await call('PUT', '/api/invisible.php', member.cookie, { invisible: true });
    expect(await findable(searcher, member)).toBe(false);
    const moderator = await t.staffLogin('moderator');
    const ban = await call('POST', '/api/admin/ban.php', moderator.cookie, { user: member.userId, reason: 'Spam' });
    expect(ban.statusCode).toBe(200);
    const unban = await call('DELETE', '/api/admin/ban.php', moderator.cookie, { user: member.userId });
    expect(unban.statusCode).toBe(200);
    expect(await findable(searcher, member)).toBe(false);

    // Once visible again (a new login: the ban ended the old sessions) the member is found.
    const cookie = await t.login(member.email, member.password);
    await call('PUT', '/api/invisible.php', cookie, { invisible: false });
    expect(await findable(searcher, member)).toBe(true);
  });
});

describe('moderation', () => {
  it('bans a reported member: their sessions end at once, they see /ban, and cannot come back', async () => {
    const reporter = await t.createMember({ name: 'Rosa' });
    const offender = await t.createMember({ name: 'Otto', gender: 'male', email: `otto-${Date.now()}@example.test` });
    const offenderCookie = await t.login(offender.email);
    await call('POST', '/api/complaints.php', await t.login(reporter.email), {
      reason: 'harassment',
      text: 'Rude',
      profile_id: offender.profileId,
    });
    const moderator = await t.staffLogin('moderator');
    const queue = (await call('GET', '/api/admin/complaints.php', moderator.cookie)).json().complaints;
    const complaint = queue.find(
      (entry: { reported_profile_id: number }) => entry.reported_profile_id === offender.profileId,
    );
    expect(complaint).toMatchObject({ reason: 'harassment', reporter_name: 'Rosa', reported_name: 'Otto' });
    const detail = (await call('GET', `/api/admin/complaint.php?id=${complaint.id}`, moderator.cookie)).json();
    expect(detail.reported).toMatchObject({ name: 'Otto', email: offender.email });

    const banned = await call('POST', '/api/admin/complaint.php', moderator.cookie, {
      complaint: complaint.id,
      action: 'ban',
      note: 'Repeated',
    });
    expect(banned.statusCode).toBe(200);
    // Every next call of the banned browser says so (the app shows /ban), also the member lookup of a reload.
    for (const url of ['/api/chats.php', '/api/user.php', '/api/user.php']) {
      const next = await t.app.inject({ url, headers: { cookie: offenderCookie } });
      expect(next.statusCode).toBe(403);
      expect(next.json().error).toBe('account_banned');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: offender.email, password: TEST_PASSWORD },
    });
    expect(login.json().error).toBe('account_banned');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: offender.email.toUpperCase(),
        password: 'another-long-pass',
        name: 'Otto2',
        date_of_birth: '1990-01-01',
        gender: 'male',
        sexuality: 'hetero',
        seeking: 'female',
        country: 'NL',
        region: 'NL-UT',
        city: 'Utrecht',
      },
    });
    expect(again.json().error).toBe('account_banned');
    expect(
      (await call('GET', `/api/member.php?id=${offender.profileId}`, await t.login(reporter.email))).statusCode,
    ).toBe(404);

    const entries = await auditOf('member.ban');
    expect(entries.at(-1)).toMatchObject({ target_id: String(offender.userId), staff_email: moderator.email });
    expect((await auditOf('complaint.ban')).length).toBeGreaterThan(0);
    await expect(t.db.updateTable('audit_log').set({ action: 'nothing' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(
      (await call('GET', '/api/admin/complaints.php?status=actioned', moderator.cookie)).json().complaints[0]
        .resolution,
    ).toContain('ban');
  });

  it('approves and rejects waiting photos; the member sees why', async () => {
    const member = await t.createMember({ siteId: t.sites.secondSiteId, country: 'NL', region: 'NL-UT' });
    const photo = await t.db
      .insertInto('photos')
      .values({
        user_id: member.userId,
        filename: 'private/u/aa/p1.jpg',
        thumb_filename: 'u/bb/p2.webp',
        blur_filename: 'u/cc/p3.jpg',
        status: 'pending',
        width: 10,
        height: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('photos')
      .values({
        user_id: member.userId,
        filename: 'private/u/aa/q1.jpg',
        thumb_filename: 'u/bb/q2.webp',
        blur_filename: 'u/cc/q3.jpg',
        status: 'pending',
        width: 10,
        height: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moderator = await t.staffLogin('moderator');
    const queue = (await call('GET', '/api/admin/photos.php', moderator.cookie))
      .json()
      .photos.map((entry: { id: number }) => entry.id);
    expect(queue).toEqual(expect.arrayContaining([photo.id, other.id]));
    expect(
      (await call('POST', '/api/admin/photos.php', moderator.cookie, { photo: other.id, decision: 'reject' }))
        .statusCode,
    ).toBe(400);
    await call('POST', '/api/admin/photos.php', moderator.cookie, { photo: photo.id, decision: 'approve' });
    await call('POST', '/api/admin/photos.php', moderator.cookie, {
      photo: other.id,
      decision: 'reject',
      reason: 'not_a_person',
    });
    const rows = await t.db
      .selectFrom('photos')
      .select(['id', 'status', 'rejection_reason'])
      .where('user_id', '=', member.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: photo.id, status: 'active', rejection_reason: null },
      { id: other.id, status: 'rejected', rejection_reason: 'not_a_person' },
    ]);
    const own = (
      await t.app.inject({
        url: '/api/photos.php',
        headers: {
          cookie: await t.login(member.email, TEST_PASSWORD, 'flirtpunt.localhost'),
          host: 'flirtpunt.localhost',
        },
      })
    ).json();
    expect(own.photos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: other.id, status: 'rejected', rejection_reason: 'not_a_person' }),
      ]),
    );
  });

  it('reviews new "about me" texts: a rejected one comes off the profile with a warning', async () => {
    const member = await t.createMember();
    const cookie = await t.login(member.email);
    await call('PUT', '/api/profile.php', cookie, { about: 'Cash only, no questions asked' });
    const moderator = await t.staffLogin('moderator');
    const review = (await call('GET', '/api/admin/texts.php', moderator.cookie))
      .json()
      .texts.find((entry: { user_id: number }) => entry.user_id === member.userId);
    expect(review.text).toBe('Cash only, no questions asked');
    await call('POST', '/api/admin/texts.php', moderator.cookie, {
      review: review.id,
      decision: 'reject',
      reason: 'No money talk',
    });
    expect((await call('GET', '/api/profile.php', cookie)).json().profile.about).toBe('');
    const warnings = await t.db
      .selectFrom('member_warnings')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
    expect(warnings).toMatchObject([{ reason: 'about_text_rejected', text: 'No money talk' }]);
  });

  it('keeps support and operators out of moderation decisions', async () => {
    const support = await t.staffLogin('support');
    const operator = await t.staffLogin('operator');
    expect(
      (await call('POST', '/api/admin/complaint.php', support.cookie, { complaint: 1, action: 'dismiss' })).json()
        .error,
    ).toBe('forbidden');
    expect((await call('GET', '/api/admin/photos.php', operator.cookie)).statusCode).toBe(403);
  });
});
