import type { Selectable } from 'kysely';
import type { Queryable } from '../db/database';
import type { CompaniesTable } from '../db/schema/companies';
import type { SitesTable } from '../db/schema/sites';

export type TSiteRow = Selectable<SitesTable>;
export type TCompanyRow = Selectable<CompaniesTable>;

export async function listSites(db: Queryable): Promise<TSiteRow[]> {
  return db.selectFrom('sites').selectAll().orderBy('id').execute();
}

export async function listSiteDomains(db: Queryable): Promise<Array<{ domain: string; site_id: number }>> {
  return db.selectFrom('site_domains').select(['domain', 'site_id']).execute();
}

export async function findCompany(db: Queryable, companyId: number): Promise<TCompanyRow | undefined> {
  return db.selectFrom('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
}
