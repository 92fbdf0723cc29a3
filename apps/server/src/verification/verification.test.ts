import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_ATTEMPTS_PER_DAY, type TVerificationState } from '@app/shared';
import { multipartForm } from '../test/fixture-console';
import { selfieOf } from '../test/fixture-selfies';
import { createTestApp, type TestApp } from '../test/test-app';

// Real faces and the real models (issue 20 item 5): face-api's sample photo, the same worker as uploads.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

async function verifiableMember() {
  const member = await t.createMember({ photos: 1 });
  await t.runJobs(); // the photo's own screening
  return { ...member, cookie: await t.login(member.email) };
}

const state = async (cookie: string) =>
  (await t.app.inject({ url: '/api/verification.php', headers: { cookie } })).json() as TVerificationState;

async function start(cookie: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/verification.php',
    headers: { cookie },
    payload: { consent: true },
  });
  return { status: answer.statusCode, body: answer.json() as TVerificationState & { error?: string } };
}

async function sendSelfie(cookie: string, bytes: Buffer) {
  const form = multipartForm({}, { field: 'selfie', bytes });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/verification_selfie.php',
    headers: { cookie, 'content-type': form.contentType },
    payload: form.payload,
  });
  return { status: answer.statusCode, body: answer.json() as TVerificationState & { error?: string } };
}

const checkOf = (userId: number) =>
  t.db
    .selectFrom('verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const cardOf = async (cookie: string, profileId: number) =>
  (await t.app.inject({ url: `/api/member.php?id=${profileId}`, headers: { cookie } })).json().profile as {
    verified: boolean;
  };

describe('selfie verification (issue 20 item 4)', () => {
  it('verifies at once when the selfie shows the face of the photos in the pose asked for, and deletes the selfie', async () => {
    const member = await verifiableMember();
    expect(await state(member.cookie)).toMatchObject({ status: null, verified_at: null, has_photo: true });
    const started = await start(member.cookie);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'started', pose: expect.stringMatching(/^tilt_(left|right)$/) });
    // Asking again answers the same pose: no drawing until a convenient one comes up.
    expect((await start(member.cookie)).body.pose).toBe(started.body.pose);

    const sent = await sendSelfie(member.cookie, await selfieOf('portrayed', started.body.pose!));
    // Answered before any model ran.
    expect(sent.status).toBe(202);
    expect(sent.body.status).toBe('checking');
    const selfie = (await checkOf(member.userId)).selfie_filename!;
    expect(await t.app.deps.media.read(selfie)).not.toBeNull();

    await t.runJobs();
    const after = await state(member.cookie);
    expect(after.status).toBe('verified');
    expect(after.verified_at).not.toBeNull();
    const check = await checkOf(member.userId);
    expect(check).toMatchObject({ status: 'verified', decided_by: null, selfie_filename: null });
    expect(check.comparison!.closest_distance).toBeLessThan(0.5);
    expect(check.comparison!.faces_in_selfie).toBe(1);
    await t.runJobs(); // the selfie's removal
    expect(await t.app.deps.media.read(selfie)).toBeNull();

    // The badge on the card others see, and no second check.
    const viewer = await t.createMember({ gender: 'male', seeking: 'female' });
    expect(await cardOf(await t.login(viewer.email), member.profileId)).toMatchObject({ verified: true });
    expect((await start(member.cookie)).body.error).toBe('already_verified');

    // "Verified only" finds her and leaves out a member who never verified.
    const unverified = await t.createMember({ photos: 1 });
    const viewerCookie = await t.login(viewer.email);
    const search = async (query: string) =>
      (
        (
          await t.app.inject({ url: `/api/members.php?gender=female${query}`, headers: { cookie: viewerCookie } })
        ).json().results as { id: number; verified: boolean }[]
      ).map((card) => card.id);
    expect(await search('')).toEqual(expect.arrayContaining([member.profileId, unverified.profileId]));
    const verifiedOnly = await search('&verified=1');
    expect(verifiedOnly).toContain(member.profileId);
    expect(verifiedOnly).not.toContain(unverified.profileId);
  }, 120_000);

  it("sends another woman's face to a moderator, who sees both side by side and decides once", async () => {
    const member = await verifiableMember();
    const { body } = await start(member.cookie);
    await sendSelfie(member.cookie, await selfieOf('other', body.pose!));
    await t.runJobs();
    expect(await state(member.cookie)).toMatchObject({ status: 'review', verified_at: null });
    const check = await checkOf(member.userId);
    expect(check).toMatchObject({ status: 'review', review_reason: 'no_match' });
    expect(check.comparison!.closest_distance).toBeGreaterThanOrEqual(0.5);

    const moderator = await t.staffLogin('moderator');
    const queue = await t.app.inject({ url: '/api/admin/verifications.php', headers: { cookie: moderator.cookie } });
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().verifications.find((item: { id: number }) => item.id === check.id);
    expect(entry).toMatchObject({
      user_id: member.userId,
      pose: body.pose,
      review_reason: 'no_match',
      selfie_url: expect.stringContaining('/media-signed/'),
      photos: [expect.objectContaining({ url: expect.any(String) })],
    });
    // The moderator opens the selfie through its signed address.
    const selfie = await t.app.inject({ url: entry.selfie_url });
    expect(selfie.statusCode).toBe(200);

    const decide = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/verifications.php',
        headers: { cookie: moderator.cookie },
        payload,
      });
    expect((await decide({ verification: check.id, decision: 'reject', reason: 'not_same_person' })).statusCode).toBe(
      200,
    );
    // A second click, or a second moderator: refused, not applied twice.
    const again = await decide({ verification: check.id, decision: 'verify' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('review_decided');
    expect(await state(member.cookie)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'not_same_person',
      verified_at: null,
    });
    expect((await checkOf(member.userId)).selfie_filename).toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'target_id'])
      .where('action', '=', 'verification.reject')
      .where('target_id', '=', String(member.userId))
      .execute();
    expect(audit).toHaveLength(1);
  }, 120_000);

  it('sends a selfie without the pose to a moderator; a verify gives the badge', async () => {
    const member = await verifiableMember();
    await start(member.cookie);
    await sendSelfie(member.cookie, await selfieOf('portrayed', 'upright'));
    await t.runJobs();
    const check = await checkOf(member.userId);
    expect(check).toMatchObject({ status: 'review', review_reason: 'pose_not_seen' });
    expect(Math.abs(check.comparison!.tilt_degrees!)).toBeLessThan(10);

    const moderator = await t.staffLogin('moderator');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/admin/verifications.php',
      headers: { cookie: moderator.cookie },
      payload: { verification: check.id, decision: 'verify' },
    });
    expect(verified.statusCode).toBe(200);
    expect((await state(member.cookie)).verified_at).not.toBeNull();
    expect(await checkOf(member.userId)).toMatchObject({ status: 'verified', selfie_filename: null });
  }, 120_000);
});

describe('selfie verification holds against misuse', () => {
  it('needs a session, explicit consent, a started check and a photo to compare with', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/verification.php', payload: { consent: true } });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');

    const member = await verifiableMember();
    for (const payload of [{}, { consent: false }, { consent: 'yes' }]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/verification.php',
        headers: { cookie: member.cookie },
        payload,
      });
      expect(refused.statusCode).toBe(400);
    }
    // No selfie before a start.
    const early = await sendSelfie(member.cookie, await selfieOf('portrayed', 'tilt_left'));
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('verification_not_started');

    const photoless = await t.createMember();
    const cookie = await t.login(photoless.email);
    expect(await state(cookie)).toMatchObject({ has_photo: false });
    const noPhoto = await start(cookie);
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.body.error).toBe('no_photo_to_compare');
  }, 60_000);

  it('refuses a file that is not a picture with a clear error and keeps the check open', async () => {
    const member = await verifiableMember();
    await start(member.cookie);
    const sent = await sendSelfie(member.cookie, Buffer.from('%PDF-1.4 not a selfie'));
    expect(sent.status).toBe(415);
    expect(sent.body.error).toBe('unsupported_image');
    expect((await state(member.cookie)).status).toBe('started');
  }, 60_000);

  it('withdrawing deletes the selfie at once, and withdrawn selfies still count towards the day', async () => {
    const member = await verifiableMember();
    const bytes = await selfieOf('other', 'upright');
    for (let attempt = 0; attempt < VERIFICATION_ATTEMPTS_PER_DAY; attempt++) {
      expect((await start(member.cookie)).status).toBe(200);
      expect((await sendSelfie(member.cookie, bytes)).status).toBe(202);
      const selfie = (await checkOf(member.userId)).selfie_filename!;
      const withdrawn = await t.app.inject({
        method: 'DELETE',
        url: '/api/verification.php',
        headers: { cookie: member.cookie },
      });
      expect(withdrawn.statusCode).toBe(200);
      expect(withdrawn.json().status).toBeNull();
      await t.runJobs(); // removal (the comparison finds the check withdrawn and does nothing)
      expect(await t.app.deps.media.read(selfie)).toBeNull();
    }
    const limited = await start(member.cookie);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('verification_limit');
    expect((await state(member.cookie)).attempts_left).toBe(0);
  }, 120_000);

  it('keeps the review queue to staff with the permission', async () => {
    for (const role of ['operator', 'support'] as const) {
      const staff = await t.staffLogin(role);
      const list = await t.app.inject({ url: '/api/admin/verifications.php', headers: { cookie: staff.cookie } });
      expect(list.statusCode).toBe(403);
      const decide = await t.app.inject({
        method: 'POST',
        url: '/api/admin/verifications.php',
        headers: { cookie: staff.cookie },
        payload: { verification: 1, decision: 'verify' },
      });
      expect(decide.statusCode).toBe(403);
    }
    const member = await verifiableMember();
    const asMember = await t.app.inject({ url: '/api/admin/verifications.php', headers: { cookie: member.cookie } });
    expect(asMember.statusCode).toBe(401);
  }, 60_000);
});
