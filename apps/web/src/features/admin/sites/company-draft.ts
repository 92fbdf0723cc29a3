import { z } from 'zod';
import { ZAdminCompanyCreate, ZAdminCompanyUpdate, type TAdminCompany } from '@app/shared';
import { blankable } from './form-schemas';
import { changedValues } from './form-values';

/** A company as its form holds it, checked with the rules of PUT /api/admin/company.php. */
export const ZCompanyDraft = ZAdminCompanyUpdate.omit({ id: true })
  .required()
  .extend({ delete_discount: blankable(ZAdminCompanyUpdate.shape.delete_discount.unwrap()) });
export type TCompanyDraft = z.input<typeof ZCompanyDraft>;
export type TCompanyValues = z.output<typeof ZCompanyDraft>;

/** A new company: its name and country (the form always has one); the rest is filled in afterwards (POST). */
export const ZNewCompanyDraft = ZAdminCompanyCreate.pick({ name: true, country: true }).required();

export function draftOfCompany(company: TAdminCompany): TCompanyDraft {
  const { id: _id, added: _added, sites: _sites, ...rest } = company;
  return rest;
}

/** The checked fields whose inputs differ from the saved ones: all a PUT sends. */
export function companyChanges(
  saved: TAdminCompany,
  draft: TCompanyDraft,
  values: TCompanyValues,
): Partial<TCompanyValues> {
  const changed = new Set(Object.keys(changedValues(draftOfCompany(saved), draft)));
  return Object.fromEntries(Object.entries(values).filter(([key]) => changed.has(key)));
}
