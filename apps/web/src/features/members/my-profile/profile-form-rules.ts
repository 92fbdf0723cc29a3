import {
  enteredAgeOn,
  INTEREST_KEYS,
  NAME_MAX_LENGTH,
  PROFILE_FIELDS,
  type TInterestKey,
  type TOwnProfile,
  type TProfileBody,
  type TProfileField,
} from '@app/shared';
import { memberToday } from '../../../lib/today';

export type TProfileDraft = Pick<TOwnProfile, TProfileField>;

/** Keys under `signup.errors` for problems the browser can see before saving. */
export type TDraftProblem = 'required' | 'nameLength' | 'invalidDate';

const TRIMMED = new Set<TProfileField>(['name', 'city', 'about']);

export function toDraft(profile: TOwnProfile): TProfileDraft {
  const draft = {} as Record<TProfileField, unknown>;
  for (const field of PROFILE_FIELDS) draft[field] = profile[field];
  return draft as TProfileDraft;
}

export function isInterestKey(key: string): key is TInterestKey {
  return (INTEREST_KEYS as readonly string[]).includes(key);
}

function normalised(field: TProfileField, value: TProfileDraft[TProfileField]): unknown {
  if (TRIMMED.has(field) && typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return [...new Set(value)].sort();
  return value;
}

/** Only what changed goes to the server (PUT takes any subset), so an untouched field is never re-judged. */
export function changedFields(draft: TProfileDraft, saved: TOwnProfile): TProfileBody {
  const body: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const next = normalised(field, draft[field]);
    if (JSON.stringify(next) !== JSON.stringify(normalised(field, saved[field]))) body[field] = next;
  }
  return body as TProfileBody;
}

/**
 * The draft once a save succeeded: the sent fields take the saved values (trimmed as stored), while
 * anything the member typed in other fields meanwhile stays.
 */
export function draftAfterSave(current: TProfileDraft, sent: TProfileBody, saved: TOwnProfile): TProfileDraft {
  const next: Record<string, unknown> = { ...current };
  for (const field of PROFILE_FIELDS) if (field in sent) next[field] = saved[field];
  return next as TProfileDraft;
}

/**
 * Shape checks only: whose answers the server would give in zod's English. The rules of spec point 5
 * (not the e-mail, no leading @, the minimum age) are the server's, and it answers them translated.
 */
export function draftProblems(
  draft: TProfileDraft,
  today = memberToday(),
): Partial<Record<TProfileField, TDraftProblem>> {
  const problems: Partial<Record<TProfileField, TDraftProblem>> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length < 2 || name.length > NAME_MAX_LENGTH) problems.name = 'nameLength';
  const age = draft.date_of_birth ? enteredAgeOn(draft.date_of_birth, today) : null;
  if (!draft.date_of_birth) problems.date_of_birth = 'required';
  else if (age === null || age > 120) problems.date_of_birth = 'invalidDate';
  return problems;
}

const FIELD_OF_CODE: Record<string, TProfileField> = {
  name_equals_email: 'name',
  name_starts_with_at: 'name',
  too_young: 'date_of_birth',
};

/**
 * The fields a refused save belongs to, with the text to show there: the server's translated message
 * for the rules it names, a general "check this field" for the fields of an invalid_input.
 */
export function fieldErrorsFromApi(
  error: { code: string; message: string; fields?: Record<string, string[]> | undefined },
  invalidText: string,
): Partial<Record<TProfileField, string>> {
  const field = FIELD_OF_CODE[error.code];
  if (field) return { [field]: error.message };
  if (error.code !== 'invalid_input') return {};
  const errors: Partial<Record<TProfileField, string>> = {};
  for (const key of Object.keys(error.fields ?? {}))
    if ((PROFILE_FIELDS as readonly string[]).includes(key)) errors[key as TProfileField] = invalidText;
  return errors;
}

/** The first field with an error in the form's order: it gets the focus. */
export function firstErrorField(errors: Partial<Record<TProfileField, unknown>>): TProfileField | null {
  return PROFILE_FIELDS.find((field) => errors[field]) ?? null;
}
