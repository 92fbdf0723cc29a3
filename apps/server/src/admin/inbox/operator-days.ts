import type { TAdminOperatorDay, TAdminOperatorDays, TAdminOperatorDaysQuery } from '@app/shared';
import type { TStaffMember } from '../auth/staff-session';
import { figureScope, seesAllOperators } from './figure-scope';
import type { TInboxDeps } from './inbox-deps';
import { answersPerDay, claimsPerDay, complaintsPerDay, spendPerDay, staffNames } from './operator-days.queries';

const EMPTY: Omit<TAdminOperatorDay, 'day' | 'staff_id' | 'name'> = {
  claimed: 0,
  answers: 0,
  conversations_answered: 0,
  first_answers: 0,
  median_first_answer_seconds: null,
  p90_first_answer_seconds: null,
  answered_within_5m: 0,
  paid_messages: 0,
  credits_spent: 0,
  complaints: 0,
};

const wholeSeconds = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

/**
 * Per operator and UTC day: claims, answers and first-answer times, the members' spend and complaints that
 * follow their answers (decision 041). Admins get every operator (or one site's, or one operator's); an
 * operator gets only their own rows. Newest day first, then by name.
 */
export async function operatorDays(
  deps: Pick<TInboxDeps, 'db'>,
  staff: TStaffMember,
  query: TAdminOperatorDaysQuery,
): Promise<TAdminOperatorDays> {
  const scope = figureScope(staff, query);
  const [claims, answers, spend, complaints] = await Promise.all([
    claimsPerDay(deps.db, scope),
    answersPerDay(deps.db, scope),
    spendPerDay(deps.db, scope),
    complaintsPerDay(deps.db, scope),
  ]);
  const rows = new Map<string, Omit<TAdminOperatorDay, 'name'>>();
  const row = (staffId: number, day: string) => {
    const key = `${day} ${staffId}`;
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { day, staff_id: staffId, ...EMPTY }));
    return found;
  };
  for (const { staff_id, day, claimed } of claims) row(staff_id, day).claimed = claimed;
  for (const { staff_id, day, median, p90, ...counts } of answers)
    Object.assign(row(staff_id, day), counts, {
      median_first_answer_seconds: wholeSeconds(median),
      p90_first_answer_seconds: wholeSeconds(p90),
    });
  for (const { staff_id, day, paid_messages, credits_spent } of spend)
    Object.assign(row(staff_id, day), { paid_messages, credits_spent: Number(credits_spent) });
  for (const { staff_id, day, complaints: count } of complaints) row(staff_id, day).complaints = count;

  const names = new Map(
    (await staffNames(deps.db, [...new Set([...rows.values()].map((entry) => entry.staff_id))])).map((entry) => [
      entry.id,
      entry.name,
    ]),
  );
  const days = [...rows.values()].map((entry) => ({ ...entry, name: names.get(entry.staff_id) ?? '' }));
  days.sort((a, b) => b.day.localeCompare(a.day) || a.name.localeCompare(b.name) || a.staff_id - b.staff_id);
  return { all_operators: seesAllOperators(staff), days };
}
