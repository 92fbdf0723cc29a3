import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../config/env';
import type { Queryable } from '../db/database';
import type { Clock } from '../lib/clock';
import { getOrCreateSecret } from '../notifications/app-secrets';
import { assertMediaName, isPrivateMedia } from './media-storage';

/** Where the app serves private files to whoever holds a signed address. */
export const SIGNED_MEDIA_PATH = '/media-signed/';
/** Long enough to look at a profile; short enough that a passed-on address soon stops working. */
export const SIGNED_MEDIA_TTL_SECONDS = 300;
/**
 * Expiries are rounded up to the minute: the addresses handed out within one minute are the same, so
 * the browser's cache still serves a photo seen a moment ago.
 */
const EXPIRY_STEP_SECONDS = 60;

/**
 * Short-lived addresses of private files (full-size photos only some viewers may see): the file's name,
 * an expiry, and an HMAC-SHA256 of both under a server secret. Only the calls that decide who may see a
 * photo issue them. With an object store that signs addresses itself (S3 presigned GET), `addressOf` is
 * the one place that would hand out its address instead.
 */
export class MediaSigner {
  constructor(
    private readonly secret: Buffer,
    private readonly clock: Clock,
  ) {}

  /** The signed address of a private file, valid for 5 to 6 minutes (the route serves private names only). */
  addressOf(name: string): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const expires = Math.ceil((now + SIGNED_MEDIA_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${SIGNED_MEDIA_PATH}${name}?expires=${expires}&signature=${this.signatureOf(name, expires)}`;
  }

  /**
   * How many seconds a presented address still works, or null when it is not one we issued for this very
   * name, or it is over. Every refusal looks the same to the caller.
   */
  secondsLeft(name: string, expires: string | undefined, signature: string | undefined): number | null {
    if (!isPrivateMedia(name) || !expires || !signature || !/^\d{1,12}$/.test(expires)) return null;
    try {
      assertMediaName(name);
    } catch {
      return null;
    }
    const expected = Buffer.from(this.signatureOf(name, Number(expires)));
    const presented = Buffer.from(signature);
    if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
    const left = Number(expires) - Math.floor(this.clock.now().getTime() / 1000);
    return left > 0 ? left : null;
  }

  private signatureOf(name: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${name}\n${expires}`).digest('base64url');
  }
}

/**
 * The signer with MEDIA_SIGNING_SECRET, or else with a secret made once and kept in the database like the
 * other secrets the server makes itself (inside DATA_DIR with the embedded database), so every process and
 * every restart accepts the addresses the others issued.
 */
export async function mediaSignerFor(
  config: Pick<TConfig, 'MEDIA_SIGNING_SECRET'>,
  db: Queryable,
  clock: Clock,
): Promise<MediaSigner> {
  const secret =
    config.MEDIA_SIGNING_SECRET ??
    (await getOrCreateSecret(db, 'media_signing', () => randomBytes(32).toString('base64url')));
  return new MediaSigner(Buffer.from(secret), clock);
}
