import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type TLanguage } from '@app/shared';
import { z } from 'zod';
import { currentMember } from '../auth/session';
import { translate } from '../lib/i18n';
import { SANDBOX_CARDS, type TSandboxCard } from './providers/sandbox-provider';
import { escapeHtml } from '../lib/escape-html';

const ZParams = z.object({ ref: z.string().regex(/^sbx_cs_[A-Za-z0-9_-]{10,40}$/) });
const ZForm = z.object({ action: z.enum(['pay', 'fail', 'cancel']), card: z.enum(SANDBOX_CARDS).default('success') });

/** Only back to our own site: a return address on another host would make this an open redirect. */
function safeReturn(req: FastifyRequest, wanted: unknown, fallback: string): string {
  try {
    const url = new URL(String(wanted), `${req.protocol}://${req.host}`);
    return url.host === req.host ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

function page(language: TLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f1f3f6;color:#1d2330">
<main style="max-width:420px;margin:32px auto;padding:0 16px">${body}</main></body></html>`;
}

/**
 * The sandbox provider's hosted checkout, served by our own server: the buyer sees the amount of our
 * order, picks a test card, and pays, lets it fail or cancels; the provider then sends its webhook and
 * the buyer returns to the payment status page.
 */
export function registerSandboxCheckout(app: FastifyInstance): void {
  const { deps } = app;

  async function load(req: FastifyRequest) {
    const params = ZParams.safeParse(req.params);
    if (!params.success) return null;
    const member = await currentMember(req);
    const order = await deps.db
      .selectFrom('orders as o')
      .innerJoin('sites as s', 's.id', 'o.site_id')
      .select([
        'o.public_id',
        'o.user_id',
        'o.status',
        'o.amount_cents',
        'o.currency',
        'o.method',
        'o.credits',
        's.name as site_name',
      ])
      .where('o.provider', '=', 'sandbox')
      .where('o.provider_ref', '=', params.data.ref)
      .executeTakeFirst();
    // The checkout belongs to the member who ordered; nobody else pays or cancels it.
    if (!order || !member || order.user_id !== member.userId) return null;
    return {
      ref: params.data.ref,
      order,
      language: (isLanguage(member.language) ? member.language : 'en') as TLanguage,
    };
  }

  function notFound(reply: FastifyReply) {
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(page('en', 'Not found', '<h1>Checkout not found</h1>'));
  }

  app.get('/sandbox/checkout/:ref', async (req, reply) => {
    const found = await load(req);
    if (!found) return notFound(reply);
    const { order, language, ref } = found;
    const t = (key: Parameters<typeof translate>[1], values: Record<string, unknown> = {}) =>
      escapeHtml(translate(language, key, values));
    const amount = new Intl.NumberFormat(language, { style: 'currency', currency: order.currency }).format(
      order.amount_cents / 100,
    );
    const back = safeReturn(req, (req.query as { return?: string }).return, `/transactions/${order.public_id}`);
    const cards =
      order.method === 'card'
        ? `<fieldset style="border:0;padding:0;margin:0 0 16px"><legend style="font-weight:600;margin-bottom:8px">${t('sandbox.testCard')}</legend>${SANDBOX_CARDS.map(
            (card, index) =>
              `<label style="display:block;margin:6px 0"><input type="radio" name="card" value="${card}"${index === 0 ? ' checked' : ''}> ${t(`sandbox.cards.${card}` as never)}</label>`,
          ).join('')}</fieldset>`
        : '';
    const open = order.status === 'pending';
    const button = (action: string, label: string, style: string) =>
      `<button name="action" value="${action}" style="display:block;width:100%;margin:8px 0;padding:12px;border-radius:8px;font-size:16px;cursor:pointer;${style}">${label}</button>`;
    const body = `
<p style="background:#fff3cd;border-radius:8px;padding:10px 12px;font-size:14px">${t('sandbox.notice')}</p>
<section style="background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 10px rgba(0,0,0,.06)">
<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(order.site_name)}</h1>
<p style="margin:0 0 16px;color:#5b6475">${t('sandbox.item', { credits: order.credits })} · ${t(`paymentMethods.${order.method}` as never)}</p>
<p style="font-size:32px;font-weight:700;margin:0 0 20px">${escapeHtml(amount)}</p>
${
  open
    ? `<form method="post" action="/sandbox/checkout/${ref}?return=${encodeURIComponent(back)}">${cards}
${button('pay', t('sandbox.pay', { amount }), 'background:#1f6feb;color:#fff;border:0')}
${button('fail', t('sandbox.fail'), 'background:#fff;color:#b3172c;border:1px solid #b3172c')}
${button('cancel', t('sandbox.cancel'), 'background:#fff;color:#1d2330;border:1px solid #c4c9d4')}
</form>`
    : `<p>${t('sandbox.closed')}</p><p><a href="${escapeHtml(back)}">${t('sandbox.back')}</a></p>`
}
</section>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(language, translate(language, 'sandbox.title'), body));
  });

  app.post('/sandbox/checkout/:ref', async (req, reply) => {
    const found = await load(req);
    if (!found) return notFound(reply);
    const form = ZForm.safeParse(req.body);
    const back = safeReturn(req, (req.query as { return?: string }).return, `/transactions/${found.order.public_id}`);
    if (!form.success || found.order.status !== 'pending') return reply.redirect(back, 303);
    const order = await deps.db
      .selectFrom('orders')
      .select(['amount_cents', 'currency', 'save_method'])
      .where('public_id', '=', found.order.public_id)
      .executeTakeFirstOrThrow();
    const card: TSandboxCard = form.data.action === 'fail' ? 'declined' : form.data.card;
    // Like a real provider: the buyer goes back at once, the webhook follows on its own.
    void deps.payments.sandbox
      .finishCheckout(found.ref, form.data.action === 'cancel' ? 'cancel' : 'pay', {
        amountCents: order.amount_cents,
        currency: order.currency,
        card,
        save: order.save_method,
      })
      .catch((error) => app.log.error({ err: error }, 'sandbox webhook failed'));
    const separator = back.includes('?') ? '&' : '?';
    return reply.redirect(`${back}${separator}${form.data.action === 'cancel' ? 'cancelled=1' : 'return=1'}`, 303);
  });
}
