import { describe, expect, it } from 'vitest';
import { fieldVisibility } from './profile-visibility';

const everything = {
  visible_profile_fields: ['age', 'city', 'region', 'sexuality', 'hair_color', 'interests'],
  visible_profile_notes: true,
};
const little = { visible_profile_fields: [], visible_profile_notes: false };

describe('fieldVisibility', () => {
  it('always shows the card fields and the gender', () => {
    for (const field of ['name', 'country', 'city', 'gender'] as const) {
      expect(fieldVisibility(field, little)).toBe('public');
    }
  });

  it('shows the date of birth only as an age and keeps what one seeks private', () => {
    expect(fieldVisibility('date_of_birth', everything)).toBe('age');
    expect(fieldVisibility('seeking', everything)).toBe('private');
  });

  it('follows the site for the about text and the chosen fields', () => {
    expect(fieldVisibility('about', everything)).toBe('public');
    expect(fieldVisibility('about', little)).toBe('private');
    expect(fieldVisibility('hair_color', everything)).toBe('public');
    expect(fieldVisibility('eye_color', everything)).toBe('private');
    expect(fieldVisibility('interests', little)).toBe('private');
    expect(fieldVisibility('region', everything)).toBe('public');
  });
});
