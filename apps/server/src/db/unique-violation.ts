/** PostgreSQL's code for a row a unique index refused (both drivers report it as `code`). */
const UNIQUE_VIOLATION = '23505';

export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
