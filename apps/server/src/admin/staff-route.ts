import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../lib/errors';
import { registerRoute, type RouteDefinition } from '../lib/route';
import { requireStaff, type TStaffMember } from './auth/staff-session';
import type { TStaffAction } from '@app/shared';
import { may } from './permissions';

/**
 * A console call: a staff member with both factors done and the permission for `action` (403
 * forbidden otherwise), checked before any input is read. `action: null` is for any staff member.
 */
export function defineStaffRoute<Q extends ZodType, B extends ZodType, R extends ZodType>(
  app: FastifyInstance,
  definition: RouteDefinition<Q, B, R, TStaffMember> & { action: TStaffAction | null },
): void {
  const { action, ...route } = definition;
  const load = async (req: FastifyRequest) => {
    const staff = await requireStaff(req);
    if (action !== null && !may(staff.role, action)) throw new AppError('forbidden', { action });
    return staff;
  };
  registerRoute(app, { ...route, summary: `${route.summary}${action ? ` (permission: ${action})` : ''}` }, load, true);
  // Marked in the registry, so the permission-matrix test can walk every console call.
  app.routeRegistry.at(-1)!.staffAction = action;
}
