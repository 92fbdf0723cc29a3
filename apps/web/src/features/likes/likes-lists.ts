import type { TLikesResponse, TMemberCard } from '@app/shared';

export type TLikeListType = 'received' | 'given' | 'matches';
export interface TLikeListItem {
  member: TMemberCard;
  isNew: boolean;
  likedBack: boolean;
  at: string;
}

/** The three lists of the likes page from one likes answer, newest first; matches are likes both ways. */
export function likeLists(answer: TLikesResponse): Record<TLikeListType, TLikeListItem[]> {
  const cards = new Map(answer.profiles.map((card) => [card.id, card]));
  const given = new Map(answer.likes.map((like) => [like.id, like]));
  const received = new Map(answer.liked_by.map((like) => [like.id, like]));
  const items = (entries: TLikesResponse['likes'], isMatch: (id: number) => boolean = () => true) =>
    entries
      .filter((entry) => cards.has(entry.id) && isMatch(entry.id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((entry) => ({
        member: cards.get(entry.id)!,
        isNew: received.get(entry.id)?.like_new ?? false,
        likedBack: given.has(entry.id),
        at: entry.created_at,
      }));
  return {
    received: items(answer.liked_by),
    given: items(answer.likes),
    matches: items(answer.liked_by, (id) => given.has(id)),
  };
}

export function isLikeListType(value: string | undefined): value is TLikeListType {
  return value === 'received' || value === 'given' || value === 'matches';
}
