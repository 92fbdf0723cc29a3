import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { TDataKeys } from '../config/secrets';

const VERSION = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHERTEXT = /^enc1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]{38,})$/;

export class DataCipherError extends Error {}

/** A key's public name: each ciphertext carries it, so the right key is found after a rotation. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('data-key-id:').update(key).digest('base64url').slice(0, 8);
}

/** Whether a stored value is ciphertext of ours (of any key) rather than plain text. */
export const isCiphertext = (stored: string) => CIPHERTEXT.test(stored);

/**
 * AES-256-GCM for personal data at rest: `enc1:<key id>:<base64url(iv | tag | ciphertext)>`. The
 * context (table and column) is authenticated too, so a value moved to another column does not decrypt.
 */
export interface DataCipher {
  encrypt(plain: string, context: string): string;
  /** Throws DataCipherError for plain text, an unknown key or a value that was altered. */
  decrypt(stored: string, context: string): string;
  /** Whether a stored value is ciphertext under the current key (else plain text or an older key). */
  isCurrent(stored: string): boolean;
  readonly currentKeyId: string;
}

export function createDataCipher(keys: TDataKeys): DataCipher {
  const currentKeyId = keyIdOf(keys.current);
  const byId = new Map([keys.current, ...keys.previous].map((key) => [keyIdOf(key), key] as const));
  return {
    currentKeyId,
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv).setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${currentKeyId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(stored, context) {
      const match = CIPHERTEXT.exec(stored);
      if (!match) throw new DataCipherError(`${context}: not encrypted`);
      const key = byId.get(match[1]!);
      if (!key)
        throw new DataCipherError(`${context}: key ${match[1]} is not configured (DATA_ENCRYPTION_PREVIOUS_KEYS?)`);
      const raw = Buffer.from(match[2]!, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
          .setAAD(Buffer.from(context))
          .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw new DataCipherError(`${context}: does not decrypt with key ${match[1]}`);
      }
    },
    isCurrent: (stored) => CIPHERTEXT.exec(stored)?.[1] === currentKeyId,
  };
}
