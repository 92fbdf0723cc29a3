import { describe, expect, it } from 'vitest';
import type { TOwnProfile } from '@app/shared';
import {
  changedFields,
  draftAfterSave,
  draftProblems,
  fieldErrorsFromApi,
  firstErrorField,
  toDraft,
} from './profile-form-rules';

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

describe('draftProblems', () => {
  const today = '2026-01-15';
  it('accepts a complete draft', () => {
    expect(draftProblems(toDraft(saved), today)).toEqual({});
  });

  it('asks for a name of 2 to 30 characters and a real date', () => {
    expect(draftProblems({ ...toDraft(saved), name: ' ', date_of_birth: '' }, today)).toEqual({
      name: 'required',
      date_of_birth: 'required',
    });
    expect(draftProblems({ ...toDraft(saved), name: 'K', date_of_birth: '1987-02-30' }, today)).toEqual({
      name: 'nameLength',
      date_of_birth: 'invalidDate',
    });
    expect(draftProblems({ ...toDraft(saved), name: 'x'.repeat(31) }, today)).toEqual({ name: 'nameLength' });
  });

  it('leaves the rules of spec point 5 to the server', () => {
    expect(draftProblems({ ...toDraft(saved), name: '@kim', date_of_birth: '2020-01-01' }, today)).toEqual({});
  });
});

describe('fieldErrorsFromApi', () => {
  it('puts the translated rule messages at their field', () => {
    expect(fieldErrorsFromApi({ code: 'name_starts_with_at', message: 'No @' }, 'Check')).toEqual({ name: 'No @' });
    expect(fieldErrorsFromApi({ code: 'name_equals_email', message: 'Not mail' }, 'Check')).toEqual({
      name: 'Not mail',
    });
    expect(fieldErrorsFromApi({ code: 'too_young', message: 'Too young' }, 'Check')).toEqual({
      date_of_birth: 'Too young',
    });
  });

  it('marks the fields of an invalid_input, ignoring unknown ones', () => {
    const error = { code: 'invalid_input', message: 'Bad', fields: { region: ['x'], _: ['y'], city: ['z'] } };
    expect(fieldErrorsFromApi(error, 'Check')).toEqual({ region: 'Check', city: 'Check' });
  });

  it('gives nothing for errors of no field', () => {
    expect(fieldErrorsFromApi({ code: 'rate_limited', message: 'Slow down' }, 'Check')).toEqual({});
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
