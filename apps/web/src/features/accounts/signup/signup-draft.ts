import type { TGender, TSexuality } from '@app/shared';
import { createStore } from '../../../lib/store';

/**
 * What the visitor has entered so far (spec point 3 "Form draft"). Kept in memory only, so closing
 * and reopening the signup modal keeps it, and the password never reaches any storage.
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

export const signupDraftStore = createStore<TSignupDraft>(emptySignupDraft);

/** The sexuality that gender and seeking suggest; bi stays bi once chosen. */
export function suggestedSexuality(gender: TGender, seeking: TGender, current: TSexuality): TSexuality {
  if (current === 'bi') return 'bi';
  if (gender !== seeking) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** Photos we accept before upload; the server checks the bytes again. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
