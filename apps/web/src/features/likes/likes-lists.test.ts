import { describe, expect, it } from 'vitest';
import type { TMemberCard } from '@app/shared';
import { isLikeListType, likeLists } from './likes-lists';

const card = (id: number): TMemberCard => ({
  id,
  name: `M${id}`,
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  main_image: null,
  fictional: false,
  online_recently: false,
  verified: false,
});

describe('the likes page lists', () => {
  const lists = likeLists({
    profiles: [card(1), card(2), card(3)],
    likes: [
      { id: 2, like_new: false, created_at: '2026-11-20T10:00:00Z' },
      { id: 3, like_new: false, created_at: '2026-11-21T10:00:00Z' },
    ],
    liked_by: [
      { id: 1, like_new: true, created_at: '2026-11-22T10:00:00Z' },
      { id: 2, like_new: false, created_at: '2026-11-23T10:00:00Z' },
    ],
  });

  it('shows likes received newest first, marking the new ones and those liked back', () => {
    expect(lists.received.map((item) => [item.member.id, item.isNew, item.likedBack])).toEqual([
      [2, false, true],
      [1, true, false],
    ]);
  });

  it('shows likes given and, as matches, only likes both ways', () => {
    expect(lists.given.map((item) => item.member.id)).toEqual([3, 2]);
    expect(lists.matches.map((item) => item.member.id)).toEqual([2]);
  });

  it('knows its list types', () => {
    expect(isLikeListType('matches')).toBe(true);
    expect(isLikeListType('m')).toBe(false);
    expect(isLikeListType(undefined)).toBe(false);
  });
});
