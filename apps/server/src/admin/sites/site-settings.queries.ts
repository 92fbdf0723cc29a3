import { sql } from 'kysely';
import type { Insertable, Updateable } from 'kysely';
import type { Queryable } from '../../db/database';
import type { SitesTable } from '../../db/schema/sites';
import type { TSiteRow } from '../../sites/sites.queries';

/** Settings kept as JSON in the sites table: written as text, read as values. */
export const SITE_JSON_COLUMNS = [
  'languages',
  'countries',
  'minimum_message_costs',
  'entry_warning_countries',
  'index_title',
  'description',
  'fictional_warning',
  'fictional_warning_singular',
  'fictional_warning_plural',
  'visible_profile_fields',
  'search_fields',
] as const;

/** Settings as a row to write: JSON columns as text, the rest as they are. */
export function siteColumns(settings: Record<string, unknown>) {
  const json: readonly string[] = SITE_JSON_COLUMNS;
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, json.includes(key) ? JSON.stringify(value) : value]),
  ) as Updateable<SitesTable> & Insertable<SitesTable>;
}

export async function findSiteForUpdate(db: Queryable, siteId: number): Promise<TSiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).forUpdate().executeTakeFirst();
}

export async function listSitesWithCompany(db: Queryable) {
  return db
    .selectFrom('sites as s')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .selectAll('s')
    .select('c.name as company_name')
    .orderBy('s.id')
    .execute();
}

export async function domainsBySite(db: Queryable, siteIds?: number[]): Promise<Map<number, string[]>> {
  let query = db.selectFrom('site_domains').select(['site_id', 'domain']).orderBy('domain');
  if (siteIds) query = query.where('site_id', 'in', siteIds.length > 0 ? siteIds : [0]);
  const byId = new Map<number, string[]>();
  for (const row of await query.execute()) byId.set(row.site_id, [...(byId.get(row.site_id) ?? []), row.domain]);
  return byId;
}

/** The domains among `domains` that another site already answers to (as main or further domain). */
export async function domainsTakenElsewhere(db: Queryable, domains: string[], siteId: number | null) {
  if (domains.length === 0) return [];
  // One change of domains at a time: two sites cannot take the same domain in parallel.
  await sql`select pg_advisory_xact_lock(hashtext('site-domains'))`.execute(db);
  const [main, further] = await Promise.all([
    db
      .selectFrom('sites')
      .select('domain')
      .where('domain', 'in', domains)
      .$if(siteId !== null, (query) => query.where('id', '!=', siteId!))
      .execute(),
    db
      .selectFrom('site_domains')
      .select('domain')
      .where('domain', 'in', domains)
      .$if(siteId !== null, (query) => query.where('site_id', '!=', siteId!))
      .execute(),
  ]);
  return [...main, ...further].map((row) => row.domain);
}

export async function replaceSiteDomains(db: Queryable, siteId: number, domains: string[]): Promise<void> {
  await db.deleteFrom('site_domains').where('site_id', '=', siteId).execute();
  if (domains.length > 0)
    await db
      .insertInto('site_domains')
      .values(domains.map((domain) => ({ domain, site_id: siteId })))
      .execute();
}

export async function companyExists(db: Queryable, companyId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst());
}
