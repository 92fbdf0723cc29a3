/** The part of JSON Schema (as zod writes it into /api/openapi.json) that the fuzz test reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
}

/** Largest PostgreSQL integer: an id that fits every id column and names no row in a test database. */
const UNUSED_ID = 2_147_483_647;

/**
 * Strings that satisfy the API's patterns (dates, domains, regions, codes, tokens, phone and VAT
 * numbers), tried in this order; the first one a field's constraints accept is its sample.
 */
const STRING_SAMPLES = [
  'Fuzz text',
  'fuzz@example.test',
  '1990-01-01',
  '2030-01-01T00:00:00Z',
  'example.test',
  'EUR',
  'NL',
  'NL-UT',
  'en',
  '/',
  '123456',
  '+31612345678',
  'NL123456789B01',
  'fuzz_key',
  'FuzzToken_0123456789abcdefghijklmnop',
];

/** The branches of a field that are not `null`: a nullable field is fuzzed as its value. */
export function nonNullBranches(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ? schema.anyOf.filter((branch) => branch.type !== 'null') : [schema];
}

export function acceptsString(schema: JsonSchema): boolean {
  return nonNullBranches(schema).some(
    (branch) => branch.type === 'string' || typeof branch.const === 'string' || typeof branch.enum?.[0] === 'string',
  );
}

export function acceptsNumber(schema: JsonSchema): boolean {
  return nonNullBranches(schema).some((branch) => branch.type === 'integer' || branch.type === 'number');
}

export function isContainer(schema: JsonSchema): boolean {
  return nonNullBranches(schema).some((branch) => branch.type === 'object' || branch.type === 'array');
}

function stringSamples(schema: JsonSchema): string[] {
  const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern, 'u');
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (pattern === null || pattern.test(text));
  const samples = STRING_SAMPLES.filter(fits);
  return samples.length > 0 ? samples : ['f'.repeat(Math.max(schema.minLength ?? 0, 1))];
}

/** Values a field accepts, most likely first: the candidates a base body is built from. */
export function samplesOf(schema: JsonSchema): unknown[] {
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum) return [schema.enum[0]];
  // null first: the smallest body that passes sends no value it need not send.
  if (schema.anyOf)
    return [
      ...(schema.anyOf.some((branch) => branch.type === 'null') ? [null] : []),
      ...schema.anyOf.flatMap((branch) => (branch.type === 'null' ? [] : samplesOf(branch))),
    ];
  switch (schema.type) {
    case 'string':
      return stringSamples(schema);
    case 'integer':
    case 'number': {
      if (schema.exclusiveMinimum === 0 && (schema.maximum ?? Infinity) >= UNUSED_ID) return [UNUSED_ID];
      const lowest = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return [Math.min(Math.max(lowest, 1), schema.maximum ?? Infinity)];
    }
    case 'boolean':
      return [false, true];
    case 'array': {
      const item = schema.items ? samplesOf(schema.items)[0] : 'fuzz';
      return [Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item)];
    }
    case 'object':
      return [sampleObject(schema)];
    default:
      return ['fuzz'];
  }
}

/** An object with its required properties (or, for a map, one entry: English when it may be). */
function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const name of schema.required ?? []) value[name] = samplesOf(schema.properties![name]!)[0];
  if (typeof schema.additionalProperties === 'object') {
    const keys = (schema.propertyNames?.enum as string[] | undefined) ?? ['fuzz'];
    value[keys.includes('en') ? 'en' : keys[0]!] = samplesOf(schema.additionalProperties)[0];
  }
  return value;
}

/** A field's place in a body: property names and, inside arrays, the index 0. */
export type FieldPath = Array<string | number>;

/** Every field of an object schema, depth first in declaration order, with the schema at that place. */
export function fieldsOf(schema: JsonSchema, base: unknown, path: FieldPath = []): Array<[FieldPath, JsonSchema]> {
  const fields: Array<[FieldPath, JsonSchema]> = [];
  for (const branch of nonNullBranches(schema)) {
    if (branch.type === 'object') {
      const value = (base ?? {}) as Record<string, unknown>;
      const children: Array<[string, JsonSchema]> = Object.entries(branch.properties ?? {});
      if (typeof branch.additionalProperties === 'object') {
        const key = Object.keys(value)[0] ?? Object.keys(samplesOf(branch)[0] as object)[0];
        if (key !== undefined) children.push([key, branch.additionalProperties]);
      }
      for (const [name, child] of children) {
        fields.push([[...path, name], child]);
        if (isContainer(child)) fields.push(...fieldsOf(child, value[name], [...path, name]));
      }
    } else if (branch.type === 'array' && branch.items) {
      const item = Array.isArray(base) ? base[0] : undefined;
      fields.push([[...path, 0], branch.items]);
      if (isContainer(branch.items)) fields.push(...fieldsOf(branch.items, item, [...path, 0]));
    }
  }
  return fields;
}

/** A copy of `base` with `value` at `path`; missing containers on the way are filled with samples. */
export function withValueAt(base: unknown, schema: JsonSchema, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string | number, ...FieldPath];
  const branch = nonNullBranches(schema).find((candidate) =>
    typeof key === 'number' ? candidate.type === 'array' : candidate.type === 'object',
  );
  if (!branch) return base;
  const container = base ?? samplesOf(branch)[0];
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string | number,
    unknown
  >;
  const child =
    typeof key === 'number'
      ? branch.items!
      : (branch.properties?.[key] ?? (branch.additionalProperties as JsonSchema | undefined) ?? {});
  copy[key] = withValueAt(copy[key], child, rest, value);
  return copy;
}
