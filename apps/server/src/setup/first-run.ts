import { explicitPhotoPolicyOf } from '@app/shared';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { createStaff, temporaryPassword } from '../admin/staff-accounts';

export interface TFirstRun {
  adminEmail: string;
  adminName: string;
  siteName: string;
  domain: string;
  companyName: string;
}

export class FirstRunError extends Error {}

/**
 * A new installation without the demo data (`npm run setup`, NODE_ENV=production): the operating company, the
 * default site on its domain (every other setting at its default, changed in the console) and the first admin,
 * whose temporary password is answered once; the admin sets up the authenticator at the first login and adds
 * sites, packages and staff in the console. Refused once a site or a staff account exists.
 */
export async function setUpFirstRun(
  db: Database,
  input: TFirstRun,
): Promise<{ siteId: number; staffId: number; temporaryPassword: string }> {
  return inTransaction(db, async ({ tx }) => {
    const [sites, staff] = [
      await tx.selectFrom('sites').select('id').limit(1).execute(),
      await tx.selectFrom('staff').select('id').limit(1).execute(),
    ];
    if (sites.length > 0 || staff.length > 0)
      throw new FirstRunError('This installation is set up already: sites and staff are changed in the console.');
    const company = await tx
      .insertInto('companies')
      .values({ name: input.companyName, tradenames: JSON.stringify([input.siteName]), vat_numbers: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const site = await tx
      .insertInto('sites')
      .values({
        name: input.siteName,
        domain: input.domain,
        is_default: true,
        company_id: company.id,
        mail_name: input.siteName,
        explicit_photos: explicitPhotoPolicyOf(1),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const password = temporaryPassword();
    const staffId = await createStaff(tx, {
      email: input.adminEmail,
      name: input.adminName,
      role: 'admin',
      password,
    });
    return { siteId: site.id, staffId, temporaryPassword: password };
  });
}
