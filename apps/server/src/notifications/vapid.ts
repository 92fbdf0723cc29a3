import webPush from 'web-push';
import type { Queryable } from '../db/database';
import { getOrCreateSecret } from './app-secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let cached: Promise<VapidKeys> | undefined;

/** The site-wide VAPID key pair for Web Push: generated on first use, then kept. */
export function vapidKeys(db: Queryable): Promise<VapidKeys> {
  cached ??= getOrCreateSecret(db, 'vapid', () => webPush.generateVAPIDKeys()).catch((error) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
