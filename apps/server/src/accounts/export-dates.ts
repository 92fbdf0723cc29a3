/** A row as JSON gives it: every Date an ISO 8601 string. */
export type TJsonDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function jsonDates<T extends object>(row: T): TJsonDates<T> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as TJsonDates<T>;
}

export const allJsonDates = <T extends object>(rows: T[]) => rows.map(jsonDates);
