import type { TFunction } from 'i18next';
import type { TChatPartner } from '@app/shared';

/** The other member when the server shows their card; after a block, ban or deletion there is none. */
export type TShownPartner = Extract<TChatPartner, { availability: 'available' }>;

export function shownPartner<T extends TChatPartner>(partner: T): Extract<T, { availability: 'available' }> | null {
  return partner.availability === 'available' ? (partner as Extract<T, { availability: 'available' }>) : null;
}

/** The name to show: the member's own, or a generic label that says nothing about who they are. */
export function partnerName(partner: TChatPartner, t: TFunction): string {
  if (partner.availability === 'available') return partner.name;
  return partner.availability === 'deleted' ? t('chat.deletedMember') : t('chat.unavailableMember');
}
