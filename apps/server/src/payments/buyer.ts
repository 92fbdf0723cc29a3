import type { TLoggedInMember } from '../auth/logged-in-member';
import type { TBuyer } from './discounts.service';

/** The logged-in member as payments need them. */
export type TBuyerFacts = TBuyer & Pick<TLoggedInMember, 'email' | 'siteId'>;
