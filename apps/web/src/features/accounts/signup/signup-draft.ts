import { SESSION_STORAGE_KEYS, type TGender, type TSexuality } from '@app/shared';
import { createStore } from '../../../lib/store';

/**
 * What the visitor has entered so far (spec point 3 "Form draft"). Held in memory, so closing and
 * reopening the signup modal keeps it; the typed fields of the spec's draft (e-mail, name, date of
 * birth, signup_message) are also kept in sessionStorage, so a reload keeps them. The password and
 * the photo never reach any storage.
 */
export interface TSignupDraft {
  photo: File | null;
  country: string;
  region: string | null;
  city: string;
  email: string;
  password: string;
  name: string;
  date_of_birth: string;
  gender: TGender;
  seeking: TGender;
  sexuality: TSexuality;
  about: string;
  interests: string[];
}

export const emptySignupDraft: TSignupDraft = {
  photo: null,
  country: '',
  region: null,
  city: '',
  email: '',
  password: '',
  name: '',
  date_of_birth: '',
  gender: 'male',
  seeking: 'female',
  sexuality: 'hetero',
  about: '',
  interests: [],
};

/** The draft as sessionStorage keeps it, under the spec's names. */
interface TStoredDraft {
  email: string;
  name: string;
  date_of_birth: string;
  signup_message: string;
}

const DRAFT_KEY = SESSION_STORAGE_KEYS.signupDraft;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readStoredDraft(storage: Storage = sessionStorage): Partial<TSignupDraft> {
  try {
    const stored = JSON.parse(storage.getItem(DRAFT_KEY) ?? '{}') as Partial<Record<keyof TStoredDraft, unknown>>;
    return {
      email: text(stored.email),
      name: text(stored.name),
      date_of_birth: text(stored.date_of_birth),
      about: text(stored.signup_message),
    };
  } catch {
    return {}; // storage blocked (private mode) or not ours: start empty
  }
}

export function storeDraft(draft: TSignupDraft, storage: Storage = sessionStorage): void {
  const stored: TStoredDraft = {
    email: draft.email,
    name: draft.name,
    date_of_birth: draft.date_of_birth,
    signup_message: draft.about,
  };
  try {
    if (Object.values(stored).some(Boolean)) storage.setItem(DRAFT_KEY, JSON.stringify(stored));
    else storage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or blocked: the draft still lives in memory.
  }
}

/** Once the signup is complete the stored copy goes; the one in memory stays for this page. */
export function forgetStoredDraft(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

export const signupDraftStore = createStore<TSignupDraft>({ ...emptySignupDraft, ...readStoredDraft() });
signupDraftStore.subscribe(() => storeDraft(signupDraftStore.get()));

/** The sexuality that gender and seeking suggest: the shared rule, next to the matching rule it serves. */
export { suggestedSexuality } from '@app/shared';

/** Photos we accept before upload; the server checks the bytes again. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
