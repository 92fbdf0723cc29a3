import { describe, expect, it } from 'vitest';
import { likePopupDelaySeconds, withoutLikePopupParameter } from './like-popup-rules';

describe('the like popup parameter', () => {
  it('reads whole seconds from t', () => {
    expect(likePopupDelaySeconds('?t=5')).toBe(5);
    expect(likePopupDelaySeconds('?gender=female&t=0')).toBe(0);
  });

  it('ignores anything that is not a sensible number of seconds', () => {
    expect(likePopupDelaySeconds('')).toBeNull();
    expect(likePopupDelaySeconds('?t=')).toBeNull();
    expect(likePopupDelaySeconds('?t=-3')).toBeNull();
    expect(likePopupDelaySeconds('?t=2.5')).toBeNull();
    expect(likePopupDelaySeconds('?t=99999')).toBeNull();
  });

  it('is removed from the address, keeping the rest', () => {
    expect(withoutLikePopupParameter('?t=5')).toBe('');
    expect(withoutLikePopupParameter('?gender=female&t=5&page=2')).toBe('?gender=female&page=2');
  });
});
