import type { FastifyInstance } from 'fastify';
import { loggedInMember } from '../auth/logged-in-member';
import {
  ZCancelPaymentBody,
  ZCreatePaymentBody,
  ZCreatePaymentResponse,
  ZDirectDebitBody,
  ZDirectDebitConfirmBody,
  ZDirectDebitResendBody,
  ZDirectDebitResponse,
  ZDiscountQuery,
  ZDiscountResponse,
  ZPackagesResponse,
  ZPaymentQuery,
  ZPaymentResponse,
  ZPendingOrdersResponse,
  ZTransactionsQuery,
  ZTransactionsResponse,
} from '@app/shared';
import { originOf } from '../accounts/request-context';
import { currentMember } from '../auth/session';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { defineMemberRoute, defineRoute } from '../lib/route';
import { countryOfIp } from '../sites/geoip';
import { selectedCountry } from '../sites/sites.service';
import { confirmDirectDebit, resendDirectDebitCode, startDirectDebit } from './direct-debit.service';
import { lookUpDiscount, welcomeDiscount } from './discounts.service';
import { createOrder, expireStaleOrders, getOrder, repeatOrder } from './orders.service';
import { cancelPendingOrder, listPendingOrders } from './pending-orders';
import { currencyFor, listPackages, methodsFor } from './packages.service';
import { listTransactions } from './transactions.service';

/** Orders a member may start per hour: enough for every method, few for card testing. */
const ORDERS_PER_HOUR = 20;

export function registerPaymentRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const limitOrders = (userId: number) =>
    enforceRateLimit(
      deps.rateLimiter,
      { key: `orders:${userId}`, limit: ORDERS_PER_HOUR, windowSeconds: 3600 },
      deps.clock.now(),
    );

  defineRoute(app, {
    method: 'GET',
    url: '/api/packages.php',
    summary:
      'Credit packages in the member’s currency (visitors: their country’s), with the payment methods of the country and the saved method for repeat orders.',
    response: ZPackagesResponse,
    handler: async ({ req }) => {
      const member = await currentMember(req);
      const buyer = member ? await loggedInMember(req) : null;
      const country = buyer?.country ?? selectedCountry(req.site, countryOfIp(req.ip));
      const currency = currencyFor(req.site, country);
      const saved = buyer
        ? await deps.db
            .selectFrom('saved_payment_methods')
            .select(['method', 'label'])
            .where('user_id', '=', buyer.userId)
            .where('provider', '=', deps.payments.active.name)
            .orderBy('created_at', 'desc')
            .executeTakeFirst()
        : undefined;
      return {
        currency,
        packages: await listPackages(deps.db, req.site, currency),
        methods: [...methodsFor(country)],
        saved_method: saved ? { method: saved.method as never, label: saved.label } : null,
      };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/payment.php',
    summary:
      'Order a package `{ package, method, discount_code?, save_method? }`: the price and discount are computed here. Answers the order and the provider’s checkout address.',
    body: ZCreatePaymentBody,
    response: ZCreatePaymentResponse,
    status: 201,
    handler: async ({ req, member, body }) => {
      await limitOrders(member.userId);
      return createOrder(
        deps,
        req.site,
        await loggedInMember(req),
        {
          packageId: body.package,
          method: body.method,
          discountCode: body.discount_code,
          saveMethod: body.save_method,
        },
        { origin: originOf(req) },
        req.log,
      );
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/pending-orders.php',
    summary:
      'Your checkouts still open (started, neither paid nor given up), newest first, each with `checkout_url` to continue paying. An open checkout does not use its discount code: only a completed payment does.',
    response: ZPendingOrdersResponse,
    handler: async ({ member }) => {
      await expireStaleOrders(deps.db, deps.clock.now(), member.userId);
      return { orders: await listPendingOrders(deps.db, member.userId) };
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/payment-cancel.php',
    summary:
      'Give up one of your open checkouts `{ id }`: the order is cancelled, its discount code free again and the provider’s page closed. Again for a cancelled order answers the same; 409 order_not_pending for a paid or failed one.',
    body: ZCancelPaymentBody,
    response: ZPaymentResponse,
    handler: async ({ req, member, body }) => ({
      order: await cancelPendingOrder(deps, member.userId, body.id, req.log),
    }),
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/payment.php',
    summary: 'The status of one of your orders `?id=`: pending, completed, failed, cancelled or refunded.',
    query: ZPaymentQuery,
    response: ZPaymentResponse,
    handler: async ({ member, query }) => ({ order: await getOrder(deps.db, member.userId, query.id) }),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/repeat-order.php',
    summary:
      'Buy the last package again in one step with the saved payment method; the outcome follows as the order’s status.',
    response: ZCreatePaymentResponse,
    status: 201,
    handler: async ({ req, member }) => {
      await limitOrders(member.userId);
      return repeatOrder(deps, req.site, await loggedInMember(req));
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/discountcode.php',
    summary:
      'A discount code `?code=` the member may use, or `?welcome=true` for the welcome offer (the time bonus): { discountcode } or 404 discount_not_found, 409 discount_used, 400 discount_expired.',
    query: ZDiscountQuery,
    response: ZDiscountResponse,
    handler: async ({ req, query }) => {
      const buyer = await loggedInMember(req);
      const now = deps.clock.now();
      if (query.welcome) return { discountcode: await welcomeDiscount(deps.db, req.site, buyer, now) };
      if (!query.code) throw new AppError('invalid_input', { fields: { code: ['required'] } });
      return { discountcode: await lookUpDiscount(deps.db, req.site, buyer, query.code, now) };
    },
  });

  defineMemberRoute(app, {
    method: 'GET',
    url: '/api/transactions.php',
    summary:
      'Your purchases, newest first (or one `?id=`), each paid one with its receipt; and the refund days of the site.',
    query: ZTransactionsQuery,
    response: ZTransactionsResponse,
    handler: async ({ req, member, query }) => listTransactions(deps.db, req.site, member.userId, query.id),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/directdebit.php',
    summary:
      'Start a direct-debit purchase (account holder, IBAN, address, mobile phone, consent): texts a 6-digit code. Errors: iban_invalid, direct_debit_blocked, direct_debit_limit.',
    body: ZDirectDebitBody,
    response: ZDirectDebitResponse,
    status: 201,
    handler: async ({ req, member, body }) => {
      await limitOrders(member.userId);
      return startDirectDebit(deps, req.site, await loggedInMember(req), body);
    },
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/directdebit-confirm.php',
    summary:
      'Confirm a direct debit with the texted code `{ mandate, code }`: the order. sms_code_invalid, sms_code_expired, direct_debit_blocked after 5 wrong codes.',
    body: ZDirectDebitConfirmBody,
    response: ZPaymentResponse,
    handler: async ({ req, body }) => confirmDirectDebit(deps, req.site, await loggedInMember(req), body, req.log),
  });

  defineMemberRoute(app, {
    method: 'POST',
    url: '/api/directdebit-resend.php',
    summary: 'Text a new code for a direct debit `{ mandate }` (3 codes at most).',
    body: ZDirectDebitResendBody,
    response: ZDirectDebitResponse,
    handler: async ({ req, body }) => resendDirectDebitCode(deps, req.site, await loggedInMember(req), body.mandate),
  });
}
