import { z, type ZodType } from 'zod';
import {
  acceptsNumber,
  acceptsString,
  fieldsOf,
  isContainer,
  nonNullBranches,
  samplesOf,
  withValueAt,
  type FieldPath,
  type JsonSchema,
} from './json-schema';

/** One odd request to a call. `query` values are sent as given: an array repeats the parameter. */
export interface FuzzCase {
  name: string;
  query: Record<string, string | string[]>;
  /** A JSON body; absent for calls that take none. */
  body?: unknown;
  /** A raw body with its content type (broken multipart forms). */
  raw?: { contentType: string; payload: string };
}

export interface QueryParameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

const NUL = '\u0000';
const LONG_TEXT = 'x'.repeat(100_000);
const NUMBERS = [2_147_483_648, -1, 1e308, 'abc'];

/** Bodies a multipart call cannot read: cut off before the closing boundary, no boundary, a broken part. */
function brokenMultipartCases(file: string): FuzzCase[] {
  const part = `--fuzz\r\nContent-Disposition: form-data; name="${file}"; filename="a.jpg"\r\n\r\nnot a picture`;
  return [
    {
      name: 'multipart: cut off',
      query: {},
      raw: { contentType: 'multipart/form-data; boundary=fuzz', payload: part },
    },
    {
      name: 'multipart: no boundary',
      query: {},
      raw: { contentType: 'multipart/form-data', payload: `${part}\r\n--fuzz--` },
    },
    {
      name: 'multipart: broken part header',
      query: {},
      raw: {
        contentType: 'multipart/form-data; boundary=fuzz',
        payload: '--fuzz\r\nContent-Disp\r\n\r\nx\r\n--fuzz--\r\n',
      },
    },
  ];
}

/** The values each field is tried with: empty, NUL, 100 KB, out-of-range numbers, a list or an object. */
function oddValuesOf(schema: JsonSchema, sample: unknown): Array<[string, unknown]> {
  const values: Array<[string, unknown]> = [['""', '']];
  if (acceptsString(schema))
    values.push(['NUL', `${typeof sample === 'string' ? sample : ''}${NUL}`], ['100 KB', LONG_TEXT]);
  if (acceptsNumber(schema)) values.push(...NUMBERS.map((value): [string, unknown] => [JSON.stringify(value), value]));
  if (!isContainer(schema)) values.push(['array', [sample]], ['object', { value: sample }]);
  return values;
}

/** How far a value is from passing: issues counted, a union by its closest branch. */
function issueCount(schema: ZodType, value: unknown): number {
  const count = (issues: readonly z.core.$ZodIssue[]): number =>
    issues.reduce((sum, issue) => sum + (issue.code === 'invalid_union' ? Math.min(...issue.errors.map(count)) : 1), 0);
  const result = schema.safeParse(value);
  return result.success ? 0 : count(result.error.issues);
}

const ABSENT = Symbol('absent');

/**
 * A body the call's own schema accepts, as far as samples allow: every field in turn takes the sample
 * (absence first, for an optional property) that leaves the fewest issues. A case then breaks one field.
 */
function baseBody(schema: JsonSchema, validator: ZodType): unknown {
  let body: unknown = {};
  const optional = (path: FieldPath) => path.length === 1 && !schema.required?.includes(String(path[0]));
  const place = (value: unknown, path: FieldPath, option: unknown) => {
    if (option !== ABSENT) return withValueAt(value, schema, path, option);
    const { [path[0]!]: _absent, ...rest } = value as Record<string, unknown>;
    return rest;
  };
  for (const name of schema.required ?? []) body = place(body, [name], samplesOf(schema.properties![name]!)[0]);
  for (let pass = 0; pass < 2; pass++)
    for (const [path, field] of fieldsOf(schema, body)) {
      let best = { issues: Infinity, body };
      for (const option of [...(optional(path) ? [ABSENT] : []), ...samplesOf(field)]) {
        const trial = place(body, path, option);
        const issues = issueCount(validator, trial);
        if (issues < best.issues) best = { issues, body: trial };
      }
      body = best.body;
    }
  return body;
}

/** A union body is fuzzed branch by branch, each branch built against its own part of the union. */
function bodyBranches(schema: JsonSchema, validator: ZodType): Array<[JsonSchema, ZodType]> {
  if (!schema.anyOf) return [[schema, validator]];
  const options = validator instanceof z.ZodUnion ? (validator.options as ZodType[]) : [];
  return nonNullBranches(schema).map((branch, index) => [branch, options[index] ?? validator]);
}

export interface CallShape {
  parameters: QueryParameter[];
  body?: { schema: JsonSchema; validator: ZodType };
  multipartFile?: string;
}

/** Every odd request for one call, in a fixed order. */
export function fuzzCasesOf(call: CallShape): FuzzCase[] {
  const baseQuery: Record<string, string> = {};
  for (const parameter of call.parameters)
    if (parameter.required) baseQuery[parameter.name] = String(samplesOf(parameter.schema)[0]);

  const cases: FuzzCase[] = [{ name: 'query: %00', query: { ...baseQuery, fuzz: NUL } }];
  for (const parameter of call.parameters) {
    const sample = String(samplesOf(parameter.schema)[0]);
    for (const [label, value] of oddValuesOf(parameter.schema, sample)) {
      if (typeof value === 'object') continue;
      cases.push({
        name: `query ${parameter.name}: ${label}`,
        query: { ...baseQuery, [parameter.name]: String(value) },
      });
    }
    cases.push({
      name: `query ${parameter.name}: repeated`,
      query: { ...baseQuery, [parameter.name]: [sample, sample] },
    });
  }

  if (call.multipartFile) cases.push(...brokenMultipartCases(call.multipartFile));

  const branches = call.body ? bodyBranches(call.body.schema, call.body.validator) : [];
  for (const [index, [branch, validator]] of branches.entries()) {
    const label = branches.length > 1 ? `body (shape ${index + 1})` : 'body';
    const base = baseBody(branch, validator);
    cases.push({ name: `${label}: base`, query: baseQuery, body: base });
    for (const [path, field] of fieldsOf(branch, base)) {
      const current = path.reduce<unknown>((value, key) => (value as never)?.[key], base);
      const sample = current ?? samplesOf(field).find((value) => value !== null);
      // A field the base leaves out (or null) is also sent with a plain value: an unknown id, say.
      if (current == null && sample !== undefined)
        cases.push({
          name: `${label} ${path.join('.')}: ${JSON.stringify(sample)}`,
          query: baseQuery,
          body: withValueAt(base, branch, path, sample),
        });
      for (const [odd, value] of oddValuesOf(field, sample))
        cases.push({
          name: `${label} ${path.join('.')}: ${odd}`,
          query: baseQuery,
          body: withValueAt(base, branch, path, value),
        });
    }
  }
  return cases;
}
