import type { ColumnType, Generated } from 'kysely';

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: Generated<string>;
  kvk: Generated<string>;
  city: Generated<string>;
  country: Generated<string>;
  tradenames: ColumnType<string[], string, string>;
  vat_numbers: ColumnType<string[], string, string>;
  support_phone: Generated<string>;
  delete_discount: Generated<number>;
  added: ColumnType<Date, Date | string | undefined, Date | string>;
}
