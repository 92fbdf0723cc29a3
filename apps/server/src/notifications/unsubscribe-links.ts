import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES } from '@app/shared';
import type { Queryable } from '../db/database';
import type { DisabledNotification } from '../db/schema/users';
import { getOrCreateSecret } from './app-secrets';

type TType = DisabledNotification['type'];

const key = (db: Queryable) => getOrCreateSecret(db, 'unsubscribe-key', () => randomBytes(32).toString('base64url'));
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

/** A link token that turns off one mail type of one member: signed, so nothing needs storing per mail. */
export async function unsubscribeToken(db: Queryable, userId: number, type: TType): Promise<string> {
  const payload = `${userId}.${type}`;
  return `${payload}.${sign(await key(db), payload)}`;
}

export async function readUnsubscribeToken(
  db: Queryable,
  token: string,
): Promise<{ userId: number; type: TType } | null> {
  const [id, type, signature] = token.split('.');
  if (!id || !type || !signature || !/^\d+$/.test(id) || !(NOTIFICATION_TYPES as readonly string[]).includes(type))
    return null;
  const expected = Buffer.from(sign(await key(db), `${id}.${type}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(id), type: type as TType };
}
