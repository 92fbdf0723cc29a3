import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from './env';

const SECRET_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** The generated data key's name in DATA_DIR/secrets. */
export const DATA_KEY_SECRET = 'data-encryption-key';
const DATA_KEY_BYTES = 32;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const secretPath = (dataDir: string, name: string) => {
  if (!SECRET_NAME.test(name)) throw new Error(`not a secret name: ${name}`);
  return path.join(dataDir, 'secrets', name);
};

/** A secret kept in DATA_DIR/secrets, or undefined when it was never made. */
export async function readSecretFile(dataDir: string, name: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(secretPath(dataDir, name), 'utf8')).trim();
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A secret of this installation kept as a file in DATA_DIR/secrets (folder 0700, file 0600), made once.
 * Secrets that protect what is in the database (the data key) must not be stored in the database.
 * Two processes starting together agree: the file appears whole through a hard link, which fails for
 * the one that comes second, and that one reads the winner's.
 */
export async function getOrCreateSecretFile(dataDir: string, name: string, create: () => string): Promise<string> {
  const file = secretPath(dataDir, name);
  const existing = await readSecretFile(dataDir, name);
  if (existing !== undefined) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${create()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporary, file);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  } finally {
    await fs.rm(temporary, { force: true });
  }
  return (await readSecretFile(dataDir, name))!;
}

export interface TDataKeys {
  /** Encrypts everything new. */
  current: Buffer;
  /** Still decrypt what older keys wrote, until the start-up step has re-encrypted it. */
  previous: Buffer[];
}

function decodeKey(base64: string, where: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== DATA_KEY_BYTES) throw new Error(`${where} is not a 32-byte key in base64`);
  return key;
}

/**
 * The keys that encrypt personal data at rest: DATA_ENCRYPTION_KEY, else one made once in DATA_DIR
 * (config/env.ts refuses production with DATABASE_URL and no key). A key made in DATA_DIR before the
 * variable was set stays readable, so switching to the variable needs no manual step.
 */
export async function loadDataKeys(config: TConfig): Promise<TDataKeys> {
  const previous = (config.DATA_ENCRYPTION_PREVIOUS_KEYS ?? []).map((key) =>
    decodeKey(key, 'DATA_ENCRYPTION_PREVIOUS_KEYS'),
  );
  if (config.DATA_ENCRYPTION_KEY) {
    const generated = await readSecretFile(config.DATA_DIR, DATA_KEY_SECRET);
    if (generated) previous.push(decodeKey(generated, `DATA_DIR/secrets/${DATA_KEY_SECRET}`));
    return { current: decodeKey(config.DATA_ENCRYPTION_KEY, 'DATA_ENCRYPTION_KEY'), previous };
  }
  const generated = await getOrCreateSecretFile(config.DATA_DIR, DATA_KEY_SECRET, () =>
    randomBytes(DATA_KEY_BYTES).toString('base64'),
  );
  return { current: decodeKey(generated, `DATA_DIR/secrets/${DATA_KEY_SECRET}`), previous };
}
