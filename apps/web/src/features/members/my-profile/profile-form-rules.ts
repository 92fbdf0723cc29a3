import {
  INTEREST_KEYS,
  PROFILE_FIELDS,
  type TInterestKey,
  type TOwnProfile,
  type TProfileBody,
  type TProfileField,
} from '@app/shared';

export type TProfileDraft = Pick<TOwnProfile, TProfileField>;

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

/** The first field with an error in the form's order: it gets the focus. */
export function firstErrorField(errors: Partial<Record<TProfileField, unknown>>): TProfileField | null {
  return PROFILE_FIELDS.find((field) => errors[field]) ?? null;
}
