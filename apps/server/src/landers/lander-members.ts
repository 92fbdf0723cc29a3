import { sql } from 'kysely';
import { dateOfBirthBounds, type TMemberCard, utcCalendarDate } from '@app/shared';
import type { Queryable } from '../db/database';
import { toCard } from '../members/cards';
import { profileCards } from '../members/cards.queries';
import type { TSiteRow } from '../sites/sites.queries';

/** A member as a lander shows them: the card, a few interests, a line about them, where they are. */
export interface TLanderMember extends TMemberCard {
  interests: string[];
  about: string;
  lat: number | null;
  lon: number | null;
  region_name: string | null;
}

/** Who a site's niche (spec point 9) puts forward: gender, ages and body types that fit it. */
function nicheFilter(niche: number) {
  switch (niche) {
    case 4: // bbw
      return { gender: 'female' as const, bodyTypes: ['curvy', 'plus_size'], minAge: undefined, maxAge: undefined };
    case 5: // gilf
      return { gender: 'female' as const, bodyTypes: null, minAge: 58, maxAge: undefined };
    case 6: // milf
      return { gender: 'female' as const, bodyTypes: null, minAge: 35, maxAge: 57 };
    case 7: // gay
      return { gender: 'male' as const, bodyTypes: null, minAge: undefined, maxAge: undefined };
    default: // plain, she, bdsm
      return { gender: 'female' as const, bodyTypes: null, minAge: undefined, maxAge: 55 };
  }
}

/**
 * The site's own fictional members that fit its niche, with a photo, most recently active first;
 * those of the visitor's country first when there are enough of them.
 */
export async function landerMembers(
  db: Queryable,
  site: TSiteRow,
  options: { country: string | null; count: number; now: Date },
): Promise<TLanderMember[]> {
  const filter = nicheFilter(site.niche);
  const range = dateOfBirthBounds(filter.minAge, filter.maxAge, utcCalendarDate(options.now));
  let query = profileCards(db, site.id)
    .leftJoin('regions as r', 'r.code', 'p.region')
    .select(['p.about', 'r.lat', 'r.lon', 'r.name as region_name'])
    .where('p.searchable', '=', true)
    .where('u.fictional', '=', true)
    .where('ph.public_filename', 'is not', null)
    .where('p.gender', '=', filter.gender);
  if (filter.bodyTypes) query = query.where('p.body_type', 'in', filter.bodyTypes);
  if (range.to) query = query.where('p.date_of_birth', '<=', range.to);
  if (range.from) query = query.where('p.date_of_birth', '>', range.from);
  // The bdsm niche shows members who say so first.
  if (site.niche === 3)
    query = query.orderBy(sql`case when p.interests ?| array['bondage', 'sadomasochism'] then 0 else 1 end`);
  const ordered = query
    .orderBy((eb) =>
      eb
        .case()
        .when('p.country', '=', options.country ?? '')
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('p.last_active_at', 'desc')
    .limit(options.count);
  const rows = await ordered.execute();
  return rows.map((row) => ({
    ...toCard(row, options.now),
    interests: (row.interests as string[]).slice(0, 6),
    about: row.about.length > 160 ? `${row.about.slice(0, 157).trimEnd()}…` : row.about,
    lat: row.lat,
    lon: row.lon,
    region_name: row.region_name,
  }));
}
