import { describe, expect, it } from 'vitest';
import type { TOwnProfile } from '@app/shared';
import { changedFields, draftAfterSave, firstErrorField, toDraft } from './profile-form-rules';

const saved: TOwnProfile = {
  id: 7,
  age: 37,
  name: 'Kim',
  date_of_birth: '1987-07-07',
  gender: 'female',
  sexuality: 'hetero',
  seeking: 'male',
  country: 'NL',
  region: 'NL-NH',
  city: 'Haarlem',
  about: 'Hello',
  interests: ['beach', 'art'],
  hair_color: null,
  eye_color: 'blue',
  body_type: null,
  relationship_status: null,
  photos: [],
  photo_limit: 3,
};

describe('changedFields', () => {
  it('sends nothing for an untouched draft', () => {
    expect(changedFields(toDraft(saved), saved)).toEqual({});
  });

  it('sends only the changed fields, trimmed', () => {
    const draft = { ...toDraft(saved), name: '  Kimmy ', hair_color: 'red' as const, about: 'Hello ' };
    expect(changedFields(draft, saved)).toEqual({ name: 'Kimmy', hair_color: 'red' });
  });

  it('compares interests as a set and can clear a choice', () => {
    expect(changedFields({ ...toDraft(saved), interests: ['art', 'beach'] }, saved)).toEqual({});
    expect(changedFields({ ...toDraft(saved), interests: ['art'], eye_color: null }, saved)).toEqual({
      interests: ['art'],
      eye_color: null,
    });
  });

  it('sends the cleared region with a new country', () => {
    expect(changedFields({ ...toDraft(saved), country: 'BE', region: null }, saved)).toEqual({
      country: 'BE',
      region: null,
    });
  });
});

describe('firstErrorField', () => {
  it('follows the order of the form', () => {
    expect(firstErrorField({ relationship_status: 'x', city: 'y' })).toBe('city');
    expect(firstErrorField({})).toBeNull();
  });
});

describe('draftAfterSave', () => {
  it('takes the saved values of the sent fields and keeps later edits of the others', () => {
    const current = { ...toDraft(saved), name: ' Kimmy ', city: 'Leiden' };
    const stored = { ...saved, name: 'Kimmy' };
    expect(draftAfterSave(current, { name: 'Kimmy' }, stored)).toEqual({
      ...toDraft(saved),
      name: 'Kimmy',
      city: 'Leiden',
    });
  });
});
