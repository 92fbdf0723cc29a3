import { z } from 'zod';
import type { RegisteredRoute } from './route';

const ZErrorBody = z.object({ error: z.string(), message: z.string() }).loose();

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
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(route.body, 'input') } },
      };
    }
    paths[route.url] = { ...paths[route.url], [route.method.toLowerCase()]: operation };
  }
  return { openapi: '3.1.0', info: { title: 'Dating platform API', version: '1' }, paths };
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}
