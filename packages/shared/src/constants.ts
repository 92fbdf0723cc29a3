/** Business constants of the product specification (point 9), named after what they mean. */

export const FREE_MEMBER_PHOTO_LIMIT = 3;
export const PREMIUM_MEMBER_PHOTO_LIMIT = 25;
/** Photos of another member a free member may see unblurred, unless the site sets its own number. */
export const DEFAULT_FREE_VISIBLE_PHOTOS = 3;
export const FREE_MEMBER_CONVERSATION_LIMIT = 2;

export const ACCOUNT_REACTIVATION_DAYS = 14;
export const SWIPE_GAME_DAILY_LIKES = 4;

export const WELCOME_DISCOUNT_PERCENT = 25;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;
export const PREMIUM_MATCH_CHANCE_PERCENT = 46;

export const POLL_START_DELAY_MS = 5_000;
export const POLL_INTERVAL_MS = 60_000;
export const POLL_INTERVAL_WITH_PUSH_MS = 300_000;

export const CREDITS_LOW_BADGE_THRESHOLD = 10;
export const UNREAD_BADGE_CAP = 99;

export const LOCALE_COOKIE_NAME = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const AUTH_COOKIE_NAME = 'auth';
export const AUTH_COOKIE_MAX_AGE_DAYS = 30;

export const REQUEST_RETRIES = 5;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const LOADING_BAR_HIDE_DELAY_MS = 500;
export const AUTO_LIKE_RELOAD_DELAY_MS = 500;
export const GEOLOCATION_MAX_AGE_MS = 3_600_000;

/** The terms carry this version date, or the company's added date when that is later. */
export const TERMS_VERSION_FLOOR = '2023-12-01T12:00:00Z';

export const PACKAGE_STYLES = ['p0', 'p1', 'p2', 'p3'] as const;

export const DEFAULT_MIN_AGE = 18;
export const MAX_AGE = 99;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Header naming the client kind on user.php calls. */
export const CLIENT_TYPE_HEADER = 'x-client-type';
export const CLIENT_TYPES = ['web', 'installed'] as const;
export type TClientType = (typeof CLIENT_TYPES)[number];

/** Header with the staff member's console language on console calls: their messages follow the console, not the member site. */
export const CONSOLE_LANGUAGE_HEADER = 'x-console-language';
/** Where the console's calls live; only there does the console language header count. */
export const CONSOLE_API_PREFIX = '/api/admin/';

/** Id of the JSON block in index.html that carries the site's settings, so the first paint needs no call. */
export const BOOT_SETTINGS_ELEMENT_ID = 'boot-settings';
/** How many members a lander asks for (`/api/lander.php?count=`); the page document brings as many. */
export const LANDER_MEMBER_COUNT = 24;

/** Accounts (issue 4). */
export const ACTIVATION_TOKEN_DAYS = 7;
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
export const PASSWORD_RESETS_PER_DAY = 3;
export const MAIL_CHANGE_TOKEN_HOURS = 24;
export const ACCOUNT_ERASE_AFTER_DAYS = ACCOUNT_REACTIVATION_DAYS;
export const SIGNUPS_PER_IP_PER_HOUR = 5;
export const ACTIVATION_RESENDS_PER_HOUR = 3;
export const NAME_MAX_LENGTH = 30;
export const ABOUT_MAX_LENGTH = 2000;

/** Photo uploads (spec points 1 and 6). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
export const PHOTO_MAX_EDGE = 1600;
/**
 * The card-size copy of a main photo that grids of cards and lander tiles draw (decision 043): at least this
 * wide and this tall, so a card of half a phone's width stays sharp at a device pixel ratio up to about 2.5.
 */
export const CARD_PHOTO_WIDTH = 480;
export const CARD_PHOTO_HEIGHT = 640;

/** Chat and likes notifications (issue 6). */
/** A message or like still unread this long after it arrived is mailed (once). */
export const NOTIFICATION_MAIL_QUIET_MINUTES = 10;
/** Unread messages older than this bring a reminder mail… */
export const UNREAD_REMINDER_AFTER_HOURS = 24;
/** …at most once in this many days. */
export const UNREAD_REMINDER_EVERY_DAYS = 3;

/** Payments (issue 7). */
/** A direct-debit SMS code is valid this long… */
export const DIRECT_DEBIT_CODE_MINUTES = 10;
/** …and the mandate is blocked after this many wrong codes. */
export const DIRECT_DEBIT_MAX_ATTEMPTS = 5;
/** Codes a mandate may be sent (the first and two resends). */
export const DIRECT_DEBIT_MAX_SENDS = 3;
/** What a member may buy by direct debit in 30 days, in the currency's cents (debits can bounce). */
export const DIRECT_DEBIT_LIMIT_CENTS_30_DAYS = 15_000;
/** A provider's signed webhook older than this is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Landers and login links (issue 8). */
/** A personal login link in a notification mail works once, for this many days. */
export const LOGIN_LINK_DAYS = 7;

/* Lists the member app needs at start, kept out of the zod schema files so zod stays out of the first load. */

/** POST /api/complaints.php: the longest description of a report. */
export const COMPLAINT_TEXT_MAX_LENGTH = 2000;

/** POST /api/complaints.php: a report for moderation. */
export const COMPLAINT_REASONS = [
  'fake_profile',
  'harassment',
  'spam',
  'underage',
  'inappropriate_photo',
  'other',
] as const;

/** Why a credit ledger entry moved a balance (the check constraint of `credit_ledger.reason` lists the same). */
export const CREDIT_REASONS = [
  'opening',
  'signup',
  'purchase',
  'message',
  'gift',
  'photo',
  'grant',
  'refund',
  'reversal',
] as const;
export type TCreditReason = (typeof CREDIT_REASONS)[number];

/** Header that makes a send safe to retry: the same key never charges twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Messages per page of chat history. */
export const MESSAGES_PAGE_SIZE = 30;

/**
 * Sending messages (texts, gifts, photos) per member: a burst of this many at once, enough for a quick
 * exchange; beyond it chat_rate_limited (429) until the bucket refills.
 */
export const CHAT_SEND_BURST = 10;
/** One more message may be sent every this many seconds once the burst is spent (30 a minute at most). */
export const CHAT_SEND_REFILL_SECONDS = 2;

export const NOTIFICATION_TYPES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;

/** The ways to pay we offer; which ones a member sees depends on their country. */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'card', 'paypal', 'sepa_debit', 'blik', 'twint'] as const;

/** Counting stops here: "1,000+ members" tells a member as much as an exact number, and stays fast. */
export const SEARCH_COUNT_CAP = 1_000;

/** How search results may be ordered: `recent` (the default) or `distance` from the member's city. */
export const SEARCH_SORTS = ['recent', 'distance'] as const;
export type TSearchSort = (typeof SEARCH_SORTS)[number];

export const MEMBERS_PAGE_SIZE = 24;
/**
 * The last page the capped count can show (1,000 results: page 42). Deeper pages are refused: no member reaches
 * them through the pages shown, and each would make the database walk past every member before it.
 */
export const SEARCH_LAST_PAGE = Math.ceil(SEARCH_COUNT_CAP / MEMBERS_PAGE_SIZE);

/** The traffic source of the first visit (spec point 3, "Tracking data from the query"). */
export const TRACKING_FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The operators' work (issue 21). A first answer within this many seconds is prompt; a member waiting longer is late. */
export const OPERATOR_ANSWER_TARGET_SECONDS = 300;
/** The operator floor counts a staff member online whose console was in use within this many seconds. */
export const STAFF_ONLINE_SECONDS = 300;
/** The longest period of operator figures one call covers (a quarter): longer ones are refused, not cut. */
export const OPERATOR_FIGURES_MAX_DAYS = 92;
