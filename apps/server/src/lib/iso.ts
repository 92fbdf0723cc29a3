/** A timestamp as the API answers it (ISO 8601, UTC); null stays null. The database driver gives Date or string. */
export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
