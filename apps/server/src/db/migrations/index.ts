import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation';
import * as accounts from './2026-11-22-0002-accounts';
import * as members from './2026-11-23-0003-members';
import * as chatCredits from './2026-11-24-0004-chat-credits';
import * as payments from './2026-11-24-0005-payments';
import * as loginLinks from './2026-11-24-0006-login-links';
import * as staff from './2026-11-24-0007-staff';
import * as inboxStats from './2026-11-24-0008-inbox-stats';
import * as jobs from './2026-11-26-0009-jobs';
import * as privatePhotos from './2026-11-28-0010-private-photos';
import * as rateBuckets from './2026-11-28-0011-rate-buckets';
import * as addressClaims from './2026-11-28-0015-address-claims';
import * as memberState from './2026-11-28-0016-member-state';
import * as offers from './2026-11-28-0021-offers';
import * as profilePositions from './2026-11-28-0022-profile-positions';
import * as indexTexts from './2026-11-28-0023-index-texts';
import * as searchIndexes from './2026-11-28-0024-search-indexes';
import * as foreignKeyIndexes from './2026-11-28-0025-foreign-key-indexes';
import * as nearestFirst from './2026-11-28-0026-nearest-first';
import * as nearestIndexOnly from './2026-11-28-0027-nearest-index-only';
import * as placeAgeIndexes from './2026-11-29-0028-place-age-indexes';
import * as contactScreening from './2026-11-29-0029-contact-screening';
import * as photoScreening from './2026-11-29-0030-photo-screening';
import * as selfieVerification from './2026-11-29-0031-selfie-verification';
import * as memberRisk from './2026-11-29-0032-member-risk';
import * as explicitPhotoPolicy from './2026-11-29-0033-explicit-photo-policy';
import * as ordersCreatedIndex from './2026-11-29-0034-orders-created-index';
import * as conversionPostbacks from './2026-11-29-0035-conversion-postbacks';
import * as operatorClaimLog from './2026-11-29-0036-operator-claim-log';
import * as mainPhotoCardCopy from './2026-11-29-0037-main-photo-card-copy';

/** Every migration, in order. Listed here (not read from disk) so a bundled server carries them. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0002-accounts': accounts,
  '2026-11-23-0003-members': members,
  '2026-11-24-0004-chat-credits': chatCredits,
  '2026-11-24-0005-payments': payments,
  '2026-11-24-0006-login-links': loginLinks,
  '2026-11-24-0007-staff': staff,
  '2026-11-24-0008-inbox-stats': inboxStats,
  '2026-11-26-0009-jobs': jobs,
  '2026-11-28-0010-private-photos': privatePhotos,
  '2026-11-28-0011-rate-buckets': rateBuckets,
  '2026-11-28-0015-address-claims': addressClaims,
  '2026-11-28-0016-member-state': memberState,
  '2026-11-28-0021-offers': offers,
  '2026-11-28-0022-profile-positions': profilePositions,
  '2026-11-28-0023-index-texts': indexTexts,
  '2026-11-28-0024-search-indexes': searchIndexes,
  '2026-11-28-0025-foreign-key-indexes': foreignKeyIndexes,
  '2026-11-28-0026-nearest-first': nearestFirst,
  '2026-11-28-0027-nearest-index-only': nearestIndexOnly,
  '2026-11-29-0028-place-age-indexes': placeAgeIndexes,
  '2026-11-29-0029-contact-screening': contactScreening,
  '2026-11-29-0030-photo-screening': photoScreening,
  '2026-11-29-0031-selfie-verification': selfieVerification,
  '2026-11-29-0032-member-risk': memberRisk,
  '2026-11-29-0033-explicit-photo-policy': explicitPhotoPolicy,
  '2026-11-29-0034-orders-created-index': ordersCreatedIndex,
  '2026-11-29-0035-conversion-postbacks': conversionPostbacks,
  '2026-11-29-0036-operator-claim-log': operatorClaimLog,
  '2026-11-29-0037-main-photo-card-copy': mainPhotoCardCopy,
};
