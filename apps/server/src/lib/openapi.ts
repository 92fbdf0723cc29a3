import { z } from 'zod';
import { AUTH_COOKIE_NAME, type TErrorCode } from '@app/shared';
import { STAFF_COOKIE } from '../admin/auth/staff-session';
import { statusOf } from './errors';
import type { RegisteredRoute } from './route';

const ZErrorBody = z.object({ error: z.string(), message: z.string() }).loose();

/** Who may call: members by their session cookie, staff by theirs (both factors done). */
const SECURITY_SCHEMES = {
  member: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE_NAME },
  staff: { type: 'apiKey', in: 'cookie', name: STAFF_COOKIE },
};

function securityOf(route: RegisteredRoute) {
  if (route.staffAction !== undefined) return [{ staff: [] }];
  return route.memberOnly ? [{ member: [] }] : undefined;
}

function requestBodyOf(route: RegisteredRoute) {
  if (route.multipartFile) {
    const file = { type: 'string', format: 'binary' };
    const schema = { type: 'object', properties: { [route.multipartFile]: file }, required: [route.multipartFile] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  if (route.body) return { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
  return undefined;
}

/**
 * The call's declared errors, one response per HTTP status with the codes it may carry; a 429 also
 * names its Retry-After header (seconds), which the error handler sets from `retry_after`.
 */
function errorResponsesOf(route: RegisteredRoute) {
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of route.errors ?? []) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of byStatus) {
    const schema = ZErrorBody.extend({ error: z.enum(codes as [TErrorCode, ...TErrorCode[]]) });
    responses[status] = {
      description: codes.join(', '),
      content: { 'application/json': { schema: toSchema(schema, 'output') } },
      ...(status === 429 && {
        headers: {
          'Retry-After': { description: 'Seconds until the call may be tried again', schema: { type: 'integer' } },
        },
      }),
    };
  }
  return responses;
}

/** An OpenAPI 3.1 document built from the registered routes' own zod schemas. */
export function buildOpenApi(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation: Record<string, unknown> = {
      summary: route.summary,
      responses: {
        [route.status]: {
          description: 'OK',
          content: { 'application/json': { schema: toSchema(route.response, 'output') } },
        },
        ...errorResponsesOf(route),
        default: { description: 'Error', content: { 'application/json': { schema: toSchema(ZErrorBody, 'output') } } },
      },
    };
    if (route.query) {
      const schema = toSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      operation.parameters = Object.entries(schema.properties ?? {}).map(([name, property]) => ({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: property,
      }));
    }
    const requestBody = requestBodyOf(route);
    if (requestBody) operation.requestBody = requestBody;
    const security = securityOf(route);
    if (security) operation.security = security;
    paths[route.url] = { ...paths[route.url], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Dating platform API', version: '1' },
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}
