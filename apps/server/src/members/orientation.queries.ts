import { mutuallySought, ORIENTATIONS, type TOrientation } from '@app/shared';
import { sql, type RawBuilder } from 'kysely';

/**
 * For lists (search, suggestions, swipe, match finder, auto-like): true when the profile at `alias` may be
 * offered to the viewer, both ways (packages/shared/src/orientation.ts holds the rule). The SQL does not
 * repeat the rule: it lists the profile kinds the rule lets through, so the two cannot drift apart.
 */
export function offeredTo(viewer: TOrientation, alias = 'p'): RawBuilder<boolean> {
  const fitting = ORIENTATIONS.filter((other) => mutuallySought(viewer, other));
  if (fitting.length === 0) return sql<boolean>`false`;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  // Split by gender so an index that leads with gender (profiles_search) is still usable.
  const genders = [...new Set(fitting.map((other) => other.gender))];
  const kinds = sql.join(fitting.map((other) => sql`(${other.gender}, ${other.seeking}, ${other.sexuality})`));
  return sql<boolean>`(${column('gender')} in (${sql.join(genders)})
    and (${column('gender')}, ${column('seeking')}, ${column('sexuality')}) in (${kinds}))`;
}
