import type { TChatPartner } from '@app/shared';
import type { Queryable } from '../db/database';
import { toCard } from '../members/cards';
import { cardsOf, type TCardRow } from '../members/cards.queries';
import { shownInConversation, type TSight } from '../members/visibility';

/**
 * The other member of a chat as the viewer may see them: their card only when `shownInConversation`; after a
 * block (either way), a ban or a disabled profile an anonymous "unavailable", after a deletion "deleted" – no
 * name, age, city, photo or online state.
 */
export function toChatPartner(id: number, sight: TSight, card: TCardRow | undefined, now: Date): TChatPartner {
  if (sight === 'deleted') return { id, availability: 'deleted' };
  if (!shownInConversation(sight) || !card) return { id, availability: 'unavailable' };
  return { ...toCard(card, now), availability: 'available' };
}

/** Cards of the given members that the viewer may see; nobody else's card is even read. */
export async function visibleCards(
  db: Queryable,
  siteId: number,
  sights: Map<number, TSight>,
): Promise<Map<number, TCardRow>> {
  const ids = [...sights].filter(([, sight]) => shownInConversation(sight)).map(([id]) => id);
  if (ids.length === 0) return new Map();
  const rows = await cardsOf(db, siteId, ids);
  return new Map(rows.map((row) => [row.id, row]));
}
