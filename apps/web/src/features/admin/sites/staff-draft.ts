import { z } from 'zod';
import { ZAdminStaffCreate } from '@app/shared';

const rule = ZAdminStaffCreate.shape;
const siteIdsRule = rule.site_ids.unwrap();

const staffFields = {
  name: rule.name,
  role: rule.role,
  languages: z.array(z.string()).pipe(rule.languages.unwrap()),
  /** Operators only: the sites they answer for; null is every site. */
  site_ids: z.array(z.number()).nullable(),
};

/** Only an operator answers for sites: for other roles the sites are not asked (null), whatever was ticked. */
function withSites<T extends { role: string; site_ids: number[] | null }>(values: T, ctx: z.RefinementCtx) {
  if (values.role !== 'operator') return { ...values, site_ids: null };
  const checked = siteIdsRule.safeParse(values.site_ids);
  if (checked.success) return { ...values, site_ids: checked.data };
  for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ['site_ids', ...issue.path] });
  return z.NEVER;
}

/** A new staff account as its form holds it, checked with the rules of POST /api/admin/staff.php. */
export const ZNewStaffDraft = z.object({ email: rule.email, ...staffFields }).transform(withSites);
/** A staff account being edited: the e-mail address is shown, never changed nor sent (PUT). */
export const ZStaffEditDraft = z.object({ email: z.string(), ...staffFields }).transform(withSites);
export type TStaffDraft = z.input<typeof ZNewStaffDraft>;
export type TStaffValues = z.output<typeof ZNewStaffDraft>;
