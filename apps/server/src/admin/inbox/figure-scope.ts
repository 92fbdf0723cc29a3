import { OPERATOR_FIGURES_MAX_DAYS } from '@app/shared';
import { AppError } from '../../lib/errors';
import type { TStaffMember } from '../auth/staff-session';
import { may } from '../permissions';

const DAY_MS = 86_400_000;

/** Whose operator figures a call covers, over which time (half-open, UTC days). */
export interface TFigureScope {
  start: Date;
  end: Date;
  /** One operator, or null for every operator. */
  staffId: number | null;
  /** Some sites, or null for all. */
  siteIds: number[] | null;
}

/** Whether this staff member sees every operator's figures and the floor's online list (admins). */
export const seesAllOperators = (staff: TStaffMember) => may(staff.role, 'operators.view');

/**
 * The scope of a figures call. An admin sees every operator, or the one asked for; anyone else only themself:
 * asking for another operator is refused (403 forbidden), not quietly answered with one's own rows. A period
 * longer than OPERATOR_FIGURES_MAX_DAYS is refused (400 range_too_long): the figures read raw rows.
 */
export function figureScope(
  staff: TStaffMember,
  request: { from: string; to: string; site?: number | undefined; staff?: number | undefined },
): TFigureScope {
  const all = seesAllOperators(staff);
  if (!all && request.staff !== undefined && request.staff !== staff.id)
    throw new AppError('forbidden', { action: 'operators.view' });
  const start = new Date(`${request.from}T00:00:00Z`);
  const end = new Date(Date.parse(`${request.to}T00:00:00Z`) + DAY_MS);
  if (end.getTime() - start.getTime() > OPERATOR_FIGURES_MAX_DAYS * DAY_MS)
    throw new AppError('range_too_long', { max: OPERATOR_FIGURES_MAX_DAYS });
  return {
    start,
    end,
    staffId: all ? (request.staff ?? null) : staff.id,
    siteIds: request.site === undefined ? null : [request.site],
  };
}
