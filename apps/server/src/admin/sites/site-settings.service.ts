import type { FastifyRequest } from 'fastify';
import {
  explicitPhotoPolicyOf,
  type TAdminSite,
  type TAdminSiteCreate,
  type TAdminSiteRow,
  type TAdminSiteUpdate,
} from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import type { TSiteRow } from '../../sites/sites.queries';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { assertNoFieldErrors, changedFields, ConflictError } from './admin-input';
import {
  companyExists,
  domainsBySite,
  domainsTakenElsewhere,
  findSiteForUpdate,
  listSitesWithCompany,
  replaceSiteDomains,
  siteColumns,
} from './site-settings.queries';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sites'>;

export function toAdminSite(row: TSiteRow, domains: string[]): TAdminSite {
  return {
    ...row,
    domains,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listAdminSites(deps: Pick<AppDeps, 'db'>): Promise<TAdminSiteRow[]> {
  const [rows, domains] = await Promise.all([listSitesWithCompany(deps.db), domainsBySite(deps.db)]);
  return rows.map((row) => ({ ...row, domains: domains.get(row.id) ?? [] }));
}

export async function getAdminSite(deps: Pick<AppDeps, 'db'>, siteId: number): Promise<TAdminSite> {
  const row = await deps.db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return toAdminSite(row, (await domainsBySite(deps.db, [siteId])).get(siteId) ?? []);
}

type TSiteState = Pick<
  TSiteRow,
  'domain' | 'domain_language' | 'languages' | 'countries' | 'default_country' | 'minimum_message_costs' | 'company_id'
>;

/** Rules between settings (each setting's own range is the schema's): answered per field. */
async function consistencyErrors(db: Queryable, site: TSiteState, domains: string[]) {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => (fields[field] ??= []).push(message);
  if (!site.countries.includes(site.default_country)) add('default_country', "not one of the site's countries");
  for (const country of Object.keys(site.minimum_message_costs))
    if (!site.countries.includes(country)) add(`minimum_message_costs.${country}`, "not one of the site's countries");
  if (site.domain_language && !site.languages.includes(site.domain_language.slice(0, 2)))
    add('domain_language', "not one of the site's languages");
  if (domains.includes(site.domain)) add('domains', 'the main domain is listed again');
  if (!(await companyExists(db, site.company_id))) add('company_id', 'no such company');
  return fields;
}

/** Every domain answers for one site only: 409 naming the field that holds a taken one. */
async function assertDomainsFree(db: Queryable, domain: string, domains: string[], siteId: number | null) {
  const taken = await domainsTakenElsewhere(db, [domain, ...domains], siteId);
  if (taken.length === 0) return;
  const fields: Record<string, string[]> = {};
  if (taken.includes(domain)) fields.domain = [`${domain} belongs to another site`];
  const further = domains.filter((entry) => taken.includes(entry));
  if (further.length > 0) fields.domains = further.map((entry) => `${entry} belongs to another site`);
  throw new ConflictError(fields);
}

/**
 * Changes some settings of a site. The cached sites of this process are dropped after the commit;
 * other processes reload theirs within seconds, so no restart is needed.
 */
export async function updateSite(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminSiteUpdate,
): Promise<TAdminSite> {
  const { id, domains: given, ...settings } = body;
  // Kept in order, so a list given in another order is no change.
  const domains = given && [...given].sort();
  return inTransaction(deps.db, async ({ tx, onCommit }) => {
    const current = await findSiteForUpdate(tx, id);
    if (!current) throw new AppError('not_found');
    const currentDomains = (await domainsBySite(tx, [id])).get(id) ?? [];
    const nextDomains = domains ?? currentDomains;
    const next = { ...current, ...siteValues(settings) };
    assertNoFieldErrors(await consistencyErrors(tx, next, nextDomains));
    const diff = changedFields(
      { ...current, domains: currentDomains },
      {
        ...settings,
        ...(domains && { domains }),
      },
    );
    if (diff.keys.length === 0) return toAdminSite(current, currentDomains);
    if (diff.keys.includes('domain') || diff.keys.includes('domains'))
      await assertDomainsFree(tx, next.domain, nextDomains, id);
    const { domains: _domains, ...changedSettings } = diff.after;
    const updated = await tx
      .updateTable('sites')
      .set({ ...siteColumns(changedSettings), updated_at: deps.clock.now() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (diff.keys.includes('domains')) await replaceSiteDomains(tx, id, nextDomains);
    await audit(tx, staff, req, {
      action: 'site.update',
      targetType: 'site',
      targetId: id,
      before: diff.before,
      after: diff.after,
    });
    onCommit(() => deps.sites.invalidate());
    return toAdminSite(updated, nextDomains);
  });
}

/** The settings as the row holds them (the schema's partial records are plain records there). */
function siteValues<T extends Record<string, unknown>>(settings: T) {
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<TSiteRow>;
}

/** A new site of a company (never the default one); settings not given start at the table's defaults. */
export async function createSite(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminSiteCreate,
): Promise<TAdminSite> {
  const { domains: given = [], ...settings } = body;
  const domains = [...given].sort();
  return inTransaction(deps.db, async ({ tx, onCommit }) => {
    const state = { minimum_message_costs: {}, domain_language: null, ...siteValues(settings) } as TSiteState;
    assertNoFieldErrors(await consistencyErrors(tx, state, domains));
    await assertDomainsFree(tx, settings.domain, domains, null);
    const created = await tx
      .insertInto('sites')
      .values({
        // Unless staff chose: by the niche (the table's default niche is 1, plain).
        explicit_photos: explicitPhotoPolicyOf(settings.niche ?? 1),
        ...siteColumns(settings),
        is_default: false,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceSiteDomains(tx, created.id, domains);
    const site = toAdminSite(created, domains);
    await audit(tx, staff, req, { action: 'site.create', targetType: 'site', targetId: created.id, after: site });
    onCommit(() => deps.sites.invalidate());
    return site;
  });
}
