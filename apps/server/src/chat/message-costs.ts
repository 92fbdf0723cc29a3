import type { TMessageCosts, TMessageKind } from '@app/shared';
import type { TSiteRow } from '../sites/sites.queries';

/**
 * What a message to a member costs (spec points 1 and 3): the site's message price, raised to the
 * minimum of the recipient's country when that is higher; gifts and photos at the site's prices.
 */
export function messageCosts(site: TSiteRow, recipientCountry: string): TMessageCosts {
  const minimum = site.minimum_message_costs[recipientCountry];
  return {
    text: Math.max(site.message_credits, minimum?.costs ?? 0),
    gift: site.gift_credits,
    photo: site.photo_credits,
    currency: minimum?.currency ?? site.currency,
  };
}

export function costOf(costs: TMessageCosts, kind: TMessageKind, giftCredits: number | null): number {
  if (kind === 'gift') return giftCredits ?? costs.gift;
  return kind === 'photo' ? costs.photo : costs.text;
}
