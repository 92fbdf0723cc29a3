import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../test/public-members';
import { createTestApp, type TestApp } from '../test/test-app';
import { shownProfileStatus } from './member-state';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The inputs of "searchable", each with the value that keeps a member findable first. */
const INPUTS = ['confirmed', 'visible', 'alive', 'not_banned', 'enabled'] as const;
type TInput = (typeof INPUTS)[number];
type TCombination = Record<TInput, boolean>;

/** All 32 combinations in Gray-code order: each step changes one input, so every trigger path is crossed. */
function combinations(): TCombination[] {
  return Array.from({ length: 2 ** INPUTS.length }, (_, step) => {
    const gray = step ^ (step >> 1);
    return Object.fromEntries(INPUTS.map((input, bit) => [input, (gray & (1 << bit)) === 0])) as TCombination;
  });
}

async function apply(userId: number, state: TCombination) {
  const deletedAt = state.alive ? null : new Date();
  await t.db
    .updateTable('users')
    .set({
      status: state.confirmed ? 'confirmed' : 'not_confirmed',
      invisible: !state.visible,
      deleted_at: deletedAt,
      banned_at: state.not_banned ? null : new Date(),
    })
    .where('id', '=', userId)
    .execute();
  await t.db
    .updateTable('profiles')
    .set({ status: state.enabled ? 'active' : 'disabled' })
    .where('user_id', '=', userId)
    .execute();
}

const searchableOf = async (userId: number) =>
  (await t.db.selectFrom('profiles').select('searchable').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .searchable;

describe('member state: searchable', () => {
  it('is false for a new signup until the address is confirmed, and its profile is not disabled by that', async () => {
    const member = await signUpAndConfirm(t, {}, { confirm: false });
    const row = await t.db
      .selectFrom('profiles')
      .select(['status', 'searchable'])
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'active', searchable: false });
    const confirmed = await signUpAndConfirm(t);
    expect(await searchableOf(confirmed.userId)).toBe(true);
  });

  const LABELS: Record<TInput, string> = {
    confirmed: 'unconfirmed',
    visible: 'invisible',
    alive: 'deleted',
    not_banned: 'banned',
    enabled: 'disabled by staff',
  };
  const table = combinations().map((state) => ({
    state,
    label:
      INPUTS.filter((input) => !state[input])
        .map((input) => LABELS[input])
        .join(', ') || 'nothing against',
    // Findable only when every input is in its findable state; site rules (countries, min_age) are search filters.
    expected: INPUTS.every((input) => state[input]),
  }));

  // One member walks the whole table in order, so each row is reached from the one before by a single change.
  let walker: number;
  beforeAll(async () => {
    walker = (await signUpAndConfirm(t)).userId;
  });
  it.each(table)('$label: searchable $expected', async ({ state, expected }) => {
    await apply(walker, state);
    expect(await searchableOf(walker)).toBe(expected);
  });

  it('ignores a direct write of the column', async () => {
    const member = await signUpAndConfirm(t, {}, { confirm: false });
    await sql`update profiles set searchable = true where user_id = ${member.userId}`.execute(t.db);
    expect(await searchableOf(member.userId)).toBe(false);
  });
});

describe('member state: the profile status a member is shown', () => {
  it.each([
    ['confirmed', 'active', 'active'],
    ['confirmed', 'disabled', 'disabled'],
    ['not_confirmed', 'active', 'disabled'],
    ['not_confirmed', 'disabled', 'disabled'],
  ] as const)('user %s, profile %s: shows %s', (user, profile, shown) => {
    expect(shownProfileStatus(user, profile)).toBe(shown);
  });
});
