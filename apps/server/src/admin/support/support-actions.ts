import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mailContextFor, type MailContext } from '../../accounts/account-mails';
import { resendActivation } from '../../accounts/activation.service';
import { eraseAccount } from '../../accounts/deletion.service';
import { requestPasswordReset } from '../../accounts/password.service';
import { grantCredits } from '../../credits/ledger';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { applyPaymentEvent } from '../../payments/payment-events';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

type Deps = AppDeps;

/** Mails to a member go out as from their own site, with links to it. */
async function memberMailContext(deps: Deps, userId: number): Promise<{ mail: MailContext; email: string }> {
  const user = await deps.db
    .selectFrom('users')
    .select(['site_id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('not_found');
  const site = await deps.sites.byIdOrThrow(user.site_id);
  return {
    email: user.email,
    mail: mailContextFor(deps, site),
  };
}

export async function staffResendActivation(deps: Deps, staff: TStaffMember, req: FastifyRequest, userId: number) {
  const { mail } = await memberMailContext(deps, userId);
  await resendActivation(deps, userId, mail);
  await audit(deps.db, staff, req, { action: 'member.resend_activation', targetType: 'user', targetId: userId });
}

export async function staffSendReset(deps: Deps, staff: TStaffMember, req: FastifyRequest, userId: number) {
  const { mail, email } = await memberMailContext(deps, userId);
  await requestPasswordReset(deps, email.toLowerCase(), mail.site, `staff:${staff.id}`);
  await audit(deps.db, staff, req, { action: 'member.send_reset', targetType: 'user', targetId: userId });
}

/** Goodwill credits, through the ledger like every change of a balance, with the reason staff gave. */
export async function staffGrantCredits(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  userId: number,
  amount: number,
  reason: string,
) {
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    const before = await tx
      .selectFrom('users')
      .select('credits')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('not_found');
    const credits = await grantCredits(
      tx,
      { userId, reason: 'grant', note: `${staff.email}: ${reason}`, ref: { type: 'staff', id: staff.id } },
      amount,
    );
    await audit(tx, staff, req, {
      action: 'credits.grant',
      targetType: 'user',
      targetId: userId,
      before: { credits: before.credits },
      after: { credits, reason },
    });
    onCommit(() => deps.events.publish(userId, { type: 'credits', credits }));
  });
}

/**
 * Refunds a purchase within the site's refund days: the order is claimed once (a double click cannot
 * ask twice), the provider gives the money back, and the refund is applied as the provider's event:
 * the credits that are left go back out of the balance exactly once and the receipt says refunded.
 */
export async function staffRefund(deps: Deps, staff: TStaffMember, req: FastifyRequest, orderId: number) {
  const now = deps.clock.now();
  const order = await inTransaction(deps.db, async ({ tx }) => {
    const found = await tx
      .selectFrom('orders as o')
      .innerJoin('sites as s', 's.id', 'o.site_id')
      .select([
        'o.id',
        'o.status',
        'o.provider',
        'o.provider_ref',
        'o.amount_cents',
        'o.completed_at',
        'o.refund_requested_at',
        'o.user_id',
        's.refund_days',
      ])
      .where('o.id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) throw new AppError('not_found');
    if (
      found.status !== 'completed' ||
      found.refund_requested_at !== null ||
      !found.provider_ref ||
      !found.completed_at
    )
      throw new AppError('invalid_input', { fields: { order: ['not refundable'] } });
    if (now.getTime() - new Date(found.completed_at).getTime() > found.refund_days * 86_400_000)
      throw new AppError('invalid_input', { fields: { order: ['refund period over'] } });
    await tx.updateTable('orders').set({ refund_requested_at: now }).where('id', '=', found.id).execute();
    await audit(tx, staff, req, {
      action: 'payment.refund',
      targetType: 'order',
      targetId: found.id,
      before: { status: 'completed' },
      after: { status: 'refund_requested' },
    });
    return found;
  });
  const provider = deps.payments.byName(order.provider);
  try {
    if (!provider) throw new Error(`no provider ${order.provider}`);
    await provider.refund(order.provider_ref!, order.amount_cents);
  } catch (error) {
    await deps.db.updateTable('orders').set({ refund_requested_at: null }).where('id', '=', order.id).execute();
    throw error;
  }
  await applyPaymentEvent(deps, order.provider, {
    id: `refund:${order.id}`,
    type: 'refunded',
    ref: order.provider_ref!,
    amountCents: order.amount_cents,
  });
}

/** Erasure on request: the same code path as the job that erases deleted accounts. */
export async function staffErase(deps: Deps, staff: TStaffMember, req: FastifyRequest, userId: number) {
  const before = await deps.db
    .selectFrom('users')
    .select(['email', 'site_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!before) throw new AppError('not_found');
  // The audit entry keeps no personal data beyond the id: the erasure is the point.
  await audit(deps.db, staff, req, { action: 'member.erase', targetType: 'user', targetId: userId });
  await eraseAccount(deps, userId);
}
