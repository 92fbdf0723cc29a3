import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { TErrorCode } from '@app/shared';
import { currentMember, requireMember, type TMember } from '../auth/session';
import { refuseNulCharacters } from './nul-characters';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface HandlerContext<Q extends ZodType, B extends ZodType, M> {
  query: z.output<Q>;
  body: z.output<B>;
  req: FastifyRequest;
  reply: FastifyReply;
  member: M;
}

export interface RouteDefinition<Q extends ZodType, B extends ZodType, R extends ZodType, M> {
  method: Method;
  url: string;
  summary: string;
  /** Accept requests from other sites (provider webhooks); everything else refuses them. */
  allowCrossSite?: boolean;
  query?: Q;
  body?: B;
  /** The body as the API description shows it, when the handler parses it itself (one of several shapes). */
  documentedBody?: ZodType;
  /** The call takes multipart/form-data with this file field; the handler reads the form itself. */
  multipartFile?: string;
  response: R;
  status?: number;
  /** The rule errors the call answers with, for the API description (each under its HTTP status). */
  errors?: readonly TErrorCode[];
  handler(context: HandlerContext<Q, B, M>): Promise<z.input<R>>;
}

export interface RegisteredRoute {
  method: Method;
  url: string;
  summary: string;
  memberOnly: boolean;
  /** Console calls: the staff permission they need (null: any staff member). */
  staffAction?: string | null;
  query?: ZodType;
  body?: ZodType;
  multipartFile?: string;
  response: ZodType;
  status: number;
  errors?: readonly TErrorCode[];
}

const ZEmpty = z.object({}).loose();

/** Registers a route with its own way of loading who calls (members, staff). */
export function registerRoute<Q extends ZodType, B extends ZodType, R extends ZodType, M>(
  app: FastifyInstance,
  definition: RouteDefinition<Q, B, R, M>,
  loadMember: (req: FastifyRequest) => Promise<M>,
  memberOnly: boolean,
): void {
  const status = definition.status ?? 200;
  app.route({
    method: definition.method,
    url: definition.url,
    config: { allowCrossSite: definition.allowCrossSite ?? false },
    handler: async (req, reply) => {
      const member = await loadMember(req);
      // Before any schema: a NUL passes zod's string checks and would only fail in the database.
      refuseNulCharacters(req.query, req.body);
      const query = (definition.query ?? ZEmpty).parse(req.query ?? {}) as z.output<Q>;
      const body = (definition.body ?? ZEmpty).parse(req.body ?? {}) as z.output<B>;
      const result = await definition.handler({ query, body, req, reply, member });
      // A redirect or a download the handler sent itself.
      if (reply.sent) return reply;
      reply.code(status);
      const parsed = definition.response.safeParse(result);
      // Our own answer not matching its schema is our bug (500), never the caller's input.
      if (!parsed.success)
        throw new Error(
          `${definition.method} ${definition.url}: answer does not match its schema: ${parsed.error.message}`,
        );
      return parsed.data;
    },
  });
  app.routeRegistry.push({
    method: definition.method,
    url: definition.url,
    summary: definition.summary,
    memberOnly,
    status,
    response: definition.response,
    ...(definition.query && { query: definition.query }),
    ...((definition.documentedBody ?? definition.body) && { body: definition.documentedBody ?? definition.body }),
    ...(definition.multipartFile && { multipartFile: definition.multipartFile }),
    ...(definition.errors && { errors: definition.errors }),
  });
}

/**
 * Registers a route whose query and body are parsed by zod (400 invalid_input on failure) and
 * whose answer is parsed by the response schema, so a field not in the schema never leaves.
 * The handler gets the logged-in member, or null.
 */
export function defineRoute<
  Q extends ZodType = typeof ZEmpty,
  B extends ZodType = typeof ZEmpty,
  R extends ZodType = ZodType,
>(app: FastifyInstance, definition: RouteDefinition<Q, B, R, TMember | null>): void {
  registerRoute(app, definition, currentMember, false);
}

/** Like defineRoute, for calls that need a member: 403 authentication_required comes before any input check. */
export function defineMemberRoute<
  Q extends ZodType = typeof ZEmpty,
  B extends ZodType = typeof ZEmpty,
  R extends ZodType = ZodType,
>(app: FastifyInstance, definition: RouteDefinition<Q, B, R, TMember>): void {
  registerRoute(app, definition, requireMember, true);
}
