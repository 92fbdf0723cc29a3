import { SESSION_STORAGE_KEYS } from '@app/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { emptySignupDraft, forgetStoredDraft, readStoredDraft, signupDraftStore, storeDraft } from './signup-draft';

describe('the signup draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps e-mail, name, birth date and signup_message across a reload, never the password', () => {
    storeDraft({ ...emptySignupDraft, email: 'a@b.test', password: 'secret words', about: 'Hello there' });
    const stored = sessionStorage.getItem(SESSION_STORAGE_KEYS.signupDraft)!;
    expect(JSON.parse(stored)).toEqual({
      email: 'a@b.test',
      name: '',
      date_of_birth: '',
      signup_message: 'Hello there',
    });
    expect(stored).not.toContain('secret');
    expect(readStoredDraft()).toMatchObject({ email: 'a@b.test', about: 'Hello there' });
  });

  it('follows the store, and is gone once the signup is complete', () => {
    signupDraftStore.set((draft) => ({ ...draft, about: 'Typed before the reload' }));
    expect(readStoredDraft().about).toBe('Typed before the reload');
    forgetStoredDraft();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.signupDraft)).toBeNull();
  });

  it('starts empty from storage that is not ours', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.signupDraft, '{broken');
    expect(readStoredDraft()).toEqual({});
  });
});
