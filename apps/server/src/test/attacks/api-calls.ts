import type { TestApp } from '../test-app';
import { ROW_ID_MAX } from '@app/shared';
import { nonNullBranches, type JsonSchema } from '../fuzz/json-schema';

/** One operation of /api/openapi.json, as far as the attacker tests read it. */
export interface ApiOperation {
  parameters?: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

export type TCaller = 'member' | 'staff' | null;

export interface ApiCall {
  /** "POST /api/messages.php": how the tests' lists name a call. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** Whose session the call needs: a member's, a staff member's, or none. */
  caller: TCaller;
  operation: ApiOperation;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a browser sends with a same-site write; without it the security plugin refuses the call. */
export const SAME_SITE = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;

/** Every call the API describes, in a fixed order, read from the document the server itself generates. */
export async function apiCalls(t: TestApp): Promise<ApiCall[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const { paths } = answer.json() as { paths: Record<string, Record<string, ApiOperation>> };
  const calls: ApiCall[] = [];
  for (const path of Object.keys(paths).sort())
    for (const [method, operation] of Object.entries(paths[path]!)) {
      const security = operation.security ?? [];
      const caller: TCaller = security.some((scheme) => 'staff' in scheme)
        ? 'staff'
        : security.some((scheme) => 'member' in scheme)
          ? 'member'
          : null;
      const upper = method.toUpperCase() as ApiCall['method'];
      calls.push({ key: `${upper} ${path}`, method: upper, path, caller, operation });
    }
  return calls;
}

/** A multipart/form-data body with one file (and text fields before it), as a browser's form sends it. */
export function multipartFile(
  field: string,
  filename: string,
  bytes: Buffer,
  contentType = 'image/jpeg',
  fields: Record<string, string> = {},
) {
  const boundary = `----attack${Math.random().toString(16).slice(2)}`;
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file to a member upload call (`/api/photos.php`, `/api/chat-photos.php`) with the member's cookie. */
export function uploadAs(
  t: TestApp,
  cookie: string,
  url: string,
  bytes: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
) {
  const body = multipartFile('photo', filename, bytes, contentType);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_SITE, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Field names of a call that name a row: a row id, an order's or mandate's public id, or a name like `*_id`. */
export function idFieldsOf(operation: ApiOperation): string[] {
  const names: string[] = [];
  const visit = (name: string, schema: JsonSchema) => {
    const isId = nonNullBranches(schema).some(
      (branch) =>
        (branch.type === 'integer' && branch.exclusiveMinimum === 0 && (branch.maximum ?? 0) >= ROW_ID_MAX) ||
        (branch.type === 'string' && branch.pattern === '^[A-Za-z0-9_-]{10,40}$') ||
        (branch.type === 'array' && branch.items?.type === 'integer' && branch.items.exclusiveMinimum === 0),
    );
    if (isId || /^(id|ids)$|_ids?$/.test(name)) names.push(name);
    for (const branch of nonNullBranches(schema))
      for (const [child, property] of Object.entries(branch.properties ?? {})) visit(`${name}.${child}`, property);
  };
  for (const parameter of operation.parameters ?? []) visit(parameter.name, parameter.schema);
  for (const content of Object.values(operation.requestBody?.content ?? {}))
    for (const branch of nonNullBranches(content.schema))
      for (const [name, property] of Object.entries(branch.properties ?? {})) visit(name, property);
  return names;
}
