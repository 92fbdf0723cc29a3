import { describe, expect, it } from 'vitest';
import type { TLikesResponse } from '@app/shared';
import { card } from '../chat/test-fixtures';
import { likesUnseenFirst, primaryAction } from './home-rules';

const at = (day: number) => new Date(Date.UTC(2026, 10, day)).toISOString();

describe('the likes on the home', () => {
  it('puts the likes not seen yet first, each group newest first', () => {
    const answer: TLikesResponse = {
      profiles: [card(1), card(2), card(3), card(4)],
      likes: [],
      liked_by: [
        { id: 1, like_new: false, created_at: at(20) },
        { id: 2, like_new: true, created_at: at(10) },
        { id: 3, like_new: false, created_at: at(5) },
        { id: 4, like_new: true, created_at: at(15) },
      ],
    };
    expect(likesUnseenFirst(answer).map((item) => [item.member.id, item.isNew])).toEqual([
      [4, true],
      [2, true],
      [1, false],
      [3, false],
    ]);
  });
});

describe('the home call to action', () => {
  it('leads to new likes first, then unread messages, otherwise to finding someone', () => {
    expect(primaryAction({ newLikes: 2, unreadMessages: 5 }).to).toBe('likes');
    expect(primaryAction({ newLikes: 0, unreadMessages: 5 }).to).toBe('chats');
    expect(primaryAction({ newLikes: 0, unreadMessages: 0 }).to).toBe('swipe-game');
  });
});
