import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { mailContextFor, type MailContext } from '../../accounts/account-mails';
import { resendActivation } from '../../accounts/activation.service';
import { eraseAccount } from '../../accounts/deletion.service';
import { requestPasswordReset } from '../../accounts/password.service';
import { grantCredits } from '../../credits/ledger';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { refundOrder } from '../../payments/refund-order';
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

/** A refund through the payments' own refund, audited with its claim. */
export async function staffRefund(deps: Deps, staff: TStaffMember, req: FastifyRequest, orderId: number) {
  await refundOrder(deps, orderId, (tx, order) =>
    audit(tx, staff, req, {
      action: 'payment.refund',
      targetType: 'order',
      targetId: order.id,
      before: { status: 'completed' },
      after: { status: 'refund_requested' },
    }),
  );
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
