import { AppError } from './errors';

const NUL = '\u0000';

/**
 * The fields of a parsed query or body that hold a NUL character, named like zod's paths ("a.0.b").
 * Walks without recursion: a deeply nested body must not overflow the stack.
 */
export function nulCharacterFields(input: unknown): string[] {
  const fields: string[] = [];
  const pending: Array<[unknown, string[]]> = [[input, []]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) fields.push(path.join('.') || '_');
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) fields.push([...path, key].join('.'));
        pending.push([item, [...path, key]]);
      }
    }
  }
  return fields.sort();
}

/**
 * 400 invalid_input naming every field that holds a NUL character. No form types one, and PostgreSQL
 * cannot store one in text: let through, it fails as a 500 deep in a query.
 */
export function refuseNulCharacters(...inputs: unknown[]): void {
  const fields = inputs.flatMap(nulCharacterFields);
  if (fields.length > 0)
    throw new AppError('invalid_input', {
      fields: Object.fromEntries(fields.map((field) => [field, ['NUL character']])),
    });
}
