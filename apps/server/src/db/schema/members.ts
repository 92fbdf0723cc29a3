import type { Generated } from 'kysely';

export interface LikesTable {
  liker_id: number;
  liked_id: number;
  source: Generated<'profile' | 'swipe' | 'auto' | 'suggestion'>;
  like_new: Generated<boolean>;
  created_at: Generated<Date>;
  /** When the like mail went out (or was skipped), so each like is mailed at most once. */
  mailed_at: Date | null;
}

export interface SwipePassesTable {
  profile_id: number;
  passed_id: number;
  created_at: Generated<Date>;
}

export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Generated<Date>;
}

export interface ComplaintsTable {
  id: Generated<number>;
  site_id: number;
  reporter_profile_id: number | null;
  reported_profile_id: number | null;
  reason: string;
  text: Generated<string>;
  status: Generated<'open' | 'dismissed' | 'actioned'>;
  created_at: Generated<Date>;
  resolution: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  /** An appeal: the risk review it appeals (issue 20 item 2). */
  risk_review_id: Generated<number | null>;
}
