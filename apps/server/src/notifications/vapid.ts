import webPush from 'web-push';
import type { Queryable } from '../db/database';
import { getOrCreateSecret } from './app-secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Per database handle: a process serves one database, but tests run many apps (and databases) in one worker. */
const cached = new WeakMap<Queryable, Promise<VapidKeys>>();

/** The site-wide VAPID key pair for Web Push: generated on first use, then kept. */
export function vapidKeys(db: Queryable): Promise<VapidKeys> {
  let keys = cached.get(db);
  if (!keys) {
    keys = getOrCreateSecret(db, 'vapid', () => webPush.generateVAPIDKeys()).catch((error) => {
      cached.delete(db);
      throw error;
    });
    cached.set(db, keys);
  }
  return keys;
}
