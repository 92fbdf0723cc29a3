import { afterAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { nulCharacterFields } from '../../lib/nul-characters';
import { isDatabaseDataError } from '../../plugins/error-handler';
import { createTestApp } from '../test-app';
import { fuzzCasesOf, type CallShape, type FuzzCase, type QueryParameter } from './fuzz-cases';
import type { JsonSchema } from './json-schema';
import { changedTables, countRows, listTables, type RowCounts } from './row-counts';

/**
 * Every write call of /api/openapi.json gets odd input (NUL characters, empty and 100 KB strings,
 * out-of-range ids, lists for scalars, broken multipart forms, %00 in the query). None may answer 5xx;
 * whatever the call's own schema or the NUL rule refuses must answer 4xx `{ error, message }` and write
 * no row.
 */

interface Operation {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema & { required?: string[] } }> };
  security?: Array<Record<string, string[]>>;
}

/**
 * Tables a refused request may still change: rate limits count an attempt before its input is read
 * (chat photos are limited before the upload is), so a flood of bad requests is limited too.
 */
const CHANGING_ON_ANY_REQUEST = new Set(['rate_limits']);
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
/** What a browser sends on a same-site write; without it the security plugin refuses the call. */
const SAME_SITE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

/** Values the database refused: the error handler answers them 400, but each needs its own input check. */
const databaseRefusals: string[] = [];
const t = await createTestApp({}, (app) =>
  app.addHook('onError', async (_req, _reply, error) => {
    if (isDatabaseDataError(error)) databaseRefusals.push(`database refused ${error.code}: ${error.message}`);
  }),
);
afterAll(() => t.close());
const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const tables = (await listTables(t.db)).filter((table) => !CHANGING_ON_ANY_REQUEST.has(table));

const member = await t.createMember();
const cookies = { member: await t.login(member.email), staff: (await t.staffLogin('admin')).cookie };
type Caller = keyof typeof cookies | null;

/** Logs in again when a call ended a session, so later calls still reach their input checks. */
async function keepSessions(): Promise<void> {
  const user = await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: cookies.member } });
  if (user.json().user === null) cookies.member = await t.login(member.email);
  const staff = await t.app.inject({ method: 'GET', url: '/api/admin/me.php', headers: { cookie: cookies.staff } });
  if (staff.statusCode !== 200) cookies.staff = (await t.staffLogin('admin')).cookie;
}

interface WriteCall {
  method: string;
  path: string;
  caller: Caller;
  shape: CallShape;
  query?: ZodType;
  body?: ZodType;
}

function writeCalls(): WriteCall[] {
  const calls: WriteCall[] = [];
  for (const path of Object.keys(spec.paths).sort())
    for (const method of WRITE_METHODS) {
      const operation = spec.paths[path]![method];
      if (!operation) continue;
      const route = t.app.routeRegistry.find((entry) => entry.url === path && entry.method.toLowerCase() === method);
      if (!route) throw new Error(`${method} ${path} is documented but not registered`);
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const parameters: QueryParameter[] = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const isMember = operation.security?.some((scheme) => 'member' in scheme) ?? false;
      calls.push({
        method: method.toUpperCase(),
        path,
        caller: path.startsWith('/api/admin/') ? 'staff' : isMember ? 'member' : null,
        shape: {
          parameters,
          ...(json && route.body && { body: { schema: json, validator: route.body } }),
          ...(content['multipart/form-data'] && { multipartFile: content['multipart/form-data'].schema.required![0] }),
        },
        ...(route.query && { query: route.query }),
        ...(route.body && { body: route.body }),
      });
    }
  return calls;
}

function urlOf(path: string, query: FuzzCase['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Refused by the call's own schemas or by the NUL rule, so it must be a 4xx that writes nothing. */
function isRefused(call: WriteCall, fuzz: FuzzCase): boolean {
  if (fuzz.raw) return true;
  if (nulCharacterFields({ query: fuzz.query, body: fuzz.body }).length > 0) return true;
  if (call.query && !call.query.safeParse(fuzz.query).success) return true;
  return Boolean(call.body && fuzz.body !== undefined && !call.body.safeParse(fuzz.body).success);
}

let requestNumber = 0;

async function send(call: WriteCall, fuzz: FuzzCase) {
  const cookie = call.caller ? { cookie: cookies[call.caller] } : {};
  const headers = { ...SAME_SITE, ...cookie, 'idempotency-key': `fuzz-request-${++requestNumber}` };
  const url = urlOf(call.path, fuzz.query);
  const method = call.method as 'POST';
  if (fuzz.raw)
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': fuzz.raw.contentType },
      payload: fuzz.raw.payload,
    });
  if (fuzz.body === undefined) return t.app.inject({ method, url, headers });
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(fuzz.body),
  });
}

function answerProblem(statusCode: number, body: string): string | null {
  if (statusCode >= 500) return `answered ${statusCode}`;
  if (statusCode < 400) return null;
  try {
    const answer = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof answer.error === 'string' && typeof answer.message === 'string') return null;
  } catch {
    // Reported below.
  }
  return 'error without { error, message } JSON';
}

describe('odd input to every write call', () => {
  const calls = writeCalls();
  it('finds the write calls in the API description', () => {
    expect(calls.length).toBeGreaterThan(60);
  });

  for (const call of calls)
    it(`${call.method} ${call.path}`, { timeout: 120_000 }, async () => {
      await keepSessions();
      const problems: string[] = [];
      let before: RowCounts = await countRows(t.db, tables);
      for (const fuzz of fuzzCasesOf(call.shape)) {
        const response = await send(call, fuzz);
        const after = await countRows(t.db, tables);
        const refused = isRefused(call, fuzz);
        const answer = databaseRefusals.splice(0).join('; ') || answerProblem(response.statusCode, response.body);
        const detail = `${response.statusCode} ${response.body.slice(0, 160)}`;
        if (answer) problems.push(`${fuzz.name}: ${answer}: ${detail}`);
        else if (refused && response.statusCode < 400) problems.push(`${fuzz.name}: accepted: ${detail}`);
        const written = changedTables(before, after);
        if (refused && written.length > 0) problems.push(`${fuzz.name}: wrote ${written.join(', ')}`);
        before = after;
      }
      expect(problems).toEqual([]);
    });
});
