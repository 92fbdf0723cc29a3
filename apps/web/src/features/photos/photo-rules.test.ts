import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@app/shared';
import { photoProblem } from './photo-rules';

describe('photoProblem', () => {
  it('accepts a JPEG, PNG or WebP of at most 10 MB below the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(photoProblem({ type, size: PHOTO_MAX_BYTES }, 2, 3)).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(photoProblem({ type: 'image/gif', size: 100 }, 0, 3)).toBe('unsupported');
    expect(photoProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }, 0, 3)).toBe('unsupported');
  });

  it('stops at the limit before looking at the file', () => {
    expect(photoProblem({ type: 'image/gif', size: 100 }, 3, 3)).toBe('limit');
    expect(photoProblem({ type: 'image/jpeg', size: 100 }, 25, 25)).toBe('limit');
  });
});
