import { describe, expect, it } from 'vitest';
import { fieldMessageOf } from '../../field-messages';
import { ZAdminComplaintResolve } from './moderation';

describe('resolving a complaint', () => {
  it('asks hiding a photo which photo, at the photo, in the field words', () => {
    const result = ZAdminComplaintResolve.safeParse({ complaint: 3, action: 'hide_photo' });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['photo']);
    expect(issue && fieldMessageOf(issue).key).toBe('fields.required');
  });

  it('takes hiding with a photo, and the other actions without one', () => {
    expect(ZAdminComplaintResolve.safeParse({ complaint: 3, action: 'hide_photo', photo: 21 }).success).toBe(true);
    expect(ZAdminComplaintResolve.safeParse({ complaint: 3, action: 'warn' }).success).toBe(true);
  });
});
