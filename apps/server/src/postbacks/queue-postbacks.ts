import { sql } from 'kysely';
import type { TPostbackEvent } from '@app/shared';
import type { Tx } from '../db/database';
import { enqueueJob } from '../jobs/job-queue';
import { fillPostbackUrl, payoutText } from './postback-url';

export const POSTBACK_JOB = 'postback';

/** A conversion of one member: what happened, and the order it happened with (purchases, reversals). */
export interface TConversion {
  userId: number;
  /** Every event this moment may be: `first_purchase` is checked here, and only for networks that want it. */
  events: readonly TPostbackEvent[];
  order?: { id: number; public_id: string; amount_cents: number; currency: string };
  /** reversal: why the money went back. */
  reason?: 'refund' | 'chargeback';
}

/**
 * Writes, in the caller's transaction, one call per active template of the member's site and network for
 * each event, and its job: the call exists only if the conversion commits, and is carried out after. A
 * member who came from no network costs this one query. Answers how many calls were queued (the caller
 * kicks the job queue after commit when there are any).
 */
export async function queuePostbacks(tx: Tx, conversion: TConversion, now: Date): Promise<number> {
  const templates = await tx
    .selectFrom('users as u')
    .innerJoin('postback_templates as t', (join) =>
      join
        .onRef('t.site_id', '=', 'u.site_id')
        .on(sql`lower(t.network)`, '=', sql`lower(u.network)`)
        .on('t.active', '=', true),
    )
    .select([
      't.id',
      't.event',
      't.url',
      't.fixed_payout_cents',
      'u.site_id',
      'u.network',
      'u.ref',
      'u.sub1',
      'u.sub2',
      'u.sub3',
    ])
    .where('u.id', '=', conversion.userId)
    .where('u.fictional', '=', false)
    .where('t.event', 'in', [...conversion.events])
    .execute();
  if (templates.length === 0) return 0;

  const { order } = conversion;
  const firstPurchase = templates.some((template) => template.event === 'first_purchase')
    ? order !== undefined && (await isFirstPurchase(tx, conversion.userId, order.id))
    : false;
  let queued = 0;
  for (const template of templates) {
    if (template.event === 'first_purchase' && !firstPurchase) continue;
    const key = order && template.event !== 'signup' && template.event !== 'activation' ? order.id : conversion.userId;
    const url = fillPostbackUrl(template.url, {
      click_id: template.ref ?? '',
      sub1: template.sub1 ?? '',
      sub2: template.sub2 ?? '',
      sub3: template.sub3 ?? '',
      event: template.event,
      payout: payoutText(template.fixed_payout_cents ?? order?.amount_cents ?? 0),
      currency: order?.currency ?? '',
      order_id: order?.public_id ?? '',
      reason: conversion.reason ?? '',
    });
    const call = await tx
      .insertInto('postback_calls')
      .values({
        site_id: template.site_id,
        template_id: template.id,
        user_id: conversion.userId,
        order_id: order?.id ?? null,
        network: template.network ?? '',
        event: template.event,
        event_key: `${template.event}:${key}`,
        url,
        created_at: now,
      })
      // The same conversion told twice (a replayed payment event, a second activation link) calls once.
      .onConflict((conflict) => conflict.columns(['template_id', 'event_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!call) continue;
    await enqueueJob(
      tx,
      { kind: POSTBACK_JOB, siteId: template.site_id, userId: null, payload: { call: call.id } },
      now,
    );
    queued += 1;
  }
  return queued;
}

/** The member's first completed order, as the dashboard counts first purchases (admin/dashboard/daily-stats.ts). */
async function isFirstPurchase(tx: Tx, userId: number, orderId: number): Promise<boolean> {
  const earlier = await tx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .where('id', '!=', orderId)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}
