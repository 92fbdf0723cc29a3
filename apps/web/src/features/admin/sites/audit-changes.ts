/** One line of an audit entry's change: a field, what it was and what it became (undefined: not recorded). */
export interface TAuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The before and after of an entry side by side, one row per field. Updates record only the changed
 * fields, creations only an after, deletions only a before; a value that is no object is one row.
 */
export function auditChanges(before: unknown, after: unknown): TAuditChange[] {
  if (before == null && after == null) return [];
  if ((before != null && !isRecord(before)) || (after != null && !isRecord(after)))
    return [{ field: '', before: before ?? undefined, after: after ?? undefined }];
  const was = (before ?? {}) as Record<string, unknown>;
  const will = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(will)])];
  return fields.map((field) => ({
    field,
    before: before == null ? undefined : was[field],
    after: after == null ? undefined : will[field],
  }));
}

/** A recorded value as text: strings as they are, everything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
