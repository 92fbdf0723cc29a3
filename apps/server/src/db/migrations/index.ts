import type { Migration } from 'kysely';
import * as foundation from './2026-11-22-0001-foundation';
import * as accounts from './2026-11-22-0002-accounts';

/** Every migration, in order. Listed here (not read from disk) so a bundled server carries them. */
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22-0001-foundation': foundation,
  '2026-11-22-0002-accounts': accounts,
};
