import { hash, verify } from '@node-rs/argon2';
import { ARGON2_OPTIONS } from './auth.policy';

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { ...ARGON2_OPTIONS, algorithm: 2 as const };

/** Hashing runs on libuv's thread pool, never on the event loop. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown e-mail, fictional member) it still spends
 * one verification on a dummy hash, so the answer's timing does not reveal the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy password for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
