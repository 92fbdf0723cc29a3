import type { Member } from './member';

const PAYMENT_WAIT_MS = 60_000;

interface TPackages {
  packages?: Array<{ id: number; credits: number }>;
}
interface TOrderAnswer {
  order?: { id: string; status: string; credits: number };
  checkout_url?: string | null;
}

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/**
 * Buys credits in the sandbox as a member would: a package by card, the hosted sandbox checkout (its page,
 * then its pay button, as payments.test.ts `payCheckout` does), then the payment status until completed.
 */
export async function buyCredits(member: Member): Promise<boolean> {
  const { ctx, random } = member;
  const offer = await member.api<TPackages>({ method: 'GET', path: '/api/packages.php' });
  const packages = offer.body.packages ?? [];
  if (offer.outcome !== 'ok' || packages.length === 0) return false;
  const chosen = random.chance(0.7) ? packages[0]! : random.pick(packages)!;
  const ordered = await member.api<TOrderAnswer>(
    { method: 'POST', path: '/api/payment.php', json: { package: chosen.id, method: 'card' } },
    [201],
  );
  const { order, checkout_url: checkoutUrl } = ordered.body;
  if (ordered.outcome !== 'ok' || !order || !checkoutUrl) return false;

  const checkout = new URL(checkoutUrl, ordered.answer.origin);
  const page = await member.api({ method: 'GET', path: `${checkout.pathname}${checkout.search}` });
  if (page.outcome !== 'ok') return false;
  const action = /<form method="post" action="([^"]+)"/.exec(page.answer.text)?.[1];
  const card = /name="card" value="([^"]+)" checked/.exec(page.answer.text)?.[1] ?? 'success';
  if (!action) {
    ctx.failures.add('checkout', `${member.label}: no pay form on the sandbox checkout page of order ${order.id}`);
    return false;
  }
  await member.think(1_000, 3_000);
  const paid = await member.api({ method: 'POST', path: unescapeHtml(action), form: { action: 'pay', card } }, [303]);
  if (paid.outcome !== 'ok') return false;

  const since = Date.now();
  const sinceRun = ctx.clock.elapsed();
  let status = order.status;
  while (Date.now() - since < PAYMENT_WAIT_MS) {
    await ctx.clock.sleep(500);
    const polled = await member.api<TOrderAnswer>({ method: 'GET', path: `/api/payment.php?id=${order.id}` });
    status = polled.body.order?.status ?? status;
    if (status !== 'pending') break;
  }
  if (status === 'completed') {
    ctx.activity.purchases++;
    member.credits += order.credits;
    member.paid = true;
    return true;
  }
  if (status === 'pending' && ctx.disruptions.touches(sinceRun)) return false;
  ctx.failures.add(
    'payment',
    `${member.label}: order ${order.id} (card ${card}) is ${status} ${((Date.now() - since) / 1000).toFixed(0)} s after paying`,
  );
  return false;
}
