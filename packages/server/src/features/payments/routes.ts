/**
 * Payments under /api/v1 (docs/decisions/0150-payments.md): the two checkout-link calls of the
 * contract, the status of one's own order for the return page, and the providers' merchant
 * endpoints: Payme's JSON-RPC at POST /payments/payme and Click's Prepare and Complete at POST
 * /payments/click/prepare and /complete. The merchant endpoints always answer HTTP 200 (the
 * protocols carry their own errors) and push the new balance live after the commit.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PAYMENT_PROVIDERS,
  PaymentOrderParamsSchema,
  PaymentOrderResultSchema,
  PaymentUrlBodySchema,
  PaymentUrlQuerySchema,
  PaymentUrlResultSchema,
  type PaymentProvider,
} from '@savdo/contract';
import {
  ForbiddenError,
  NotFoundError,
  UnavailableError,
  ValidationError,
} from '../../domain-errors';
import { clickCheckoutUrl, parseClickRequest, clickReply } from './click-protocol';
import {
  parsePaymeRequest,
  paymeAuthorized,
  paymeCheckoutUrl,
  paymeError,
  paymeReply,
} from './payme-protocol';
import { findOrderOf } from './repository';
import { createTopUpOrder, handleClick, handlePayme } from './service';
import { deliverNotifications } from '../notifications';
import { publishBalance } from '../ledger';
import { checkPurpose, orderPurchase, purposeOf } from './order-purpose';

export const VERIFY_TO_PAY_MESSAGE = 'Verify your email address to top up the balance';
export const RETURN_URL_MESSAGE = 'The return address must be a page of this site';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const PAYMENTS_OFF_MESSAGE =
  'Payments are not set up on this server yet (no Payme or Click keys); please try again later';

/** The return page learns which order it shows from this query parameter. */
export const RETURN_ORDER_PARAM = 'savdo_order';

/** Only a page of our own site: a foreign return_url would make us an open redirect. */
export function ownReturnUrl(given: string, publicUrl: string, orderId: string): string | null {
  let url: URL;
  try {
    url = new URL(given, publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  url.searchParams.set(RETURN_ORDER_PARAM, orderId);
  return url.toString();
}

/** Hides Payme's raw body from the NUL guard and the JSON parser: the protocol answers it. */
const RAW = Symbol('payme raw body');
type RawBody = { [RAW]: string };

export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const liveDeps = { db: ctx.db, publish: ctx.live.publish.bind(ctx.live) };
  const settings = ctx.config.payments;

  for (const provider of PAYMENT_PROVIDERS) {
    app.post(
      `/${provider}/generate_payment_url`,
      {
        schema: {
          querystring: PaymentUrlQuerySchema,
          body: PaymentUrlBodySchema,
          response: { 200: PaymentUrlResultSchema },
        },
        config: { auth: 'required' },
      },
      async (request) => {
        if (!settings.enabled) throw new UnavailableError(PAYMENTS_OFF_MESSAGE);
        const user = request.auth!.user;
        if (!user.is_verified) throw new ForbiddenError(VERIFY_TO_PAY_MESSAGE);
        const { amount, product_name, return_url, reference_id } = request.query;
        if (!ownReturnUrl(return_url, ctx.config.publicUrl, '0'))
          throw new ValidationError(RETURN_URL_MESSAGE, { return_url: RETURN_URL_MESSAGE });
        const purpose = purposeOf(request.body);
        if (purpose) await checkPurpose(ctx.db, ctx.purchases, user.id, purpose);
        const order = await createTopUpOrder(ctx.db, {
          userId: user.id,
          provider,
          amount,
          productName: product_name,
          referenceId: reference_id ?? null,
          returnUrl: return_url,
          // A bare algo_trade_data without an id is kept as it came (nothing to buy with it).
          purpose: purpose ?? request.body?.algo_trade_data ?? null,
        });
        const orderId = String(order.id);
        const returnUrl = ownReturnUrl(return_url, ctx.config.publicUrl, orderId) as string;
        return {
          result: { url: checkoutUrl(provider, orderId, amount, returnUrl), order_id: orderId },
        };
      },
    );
  }

  function checkoutUrl(
    provider: PaymentProvider,
    orderId: string,
    amount: number,
    returnUrl: string,
  ) {
    return provider === 'payme'
      ? paymeCheckoutUrl({
          checkoutUrl: settings.payme.checkoutUrl,
          merchantId: settings.payme.merchantId,
          orderId,
          amountTiyin: amount * 100,
          returnUrl,
        })
      : clickCheckoutUrl({
          checkoutUrl: settings.click.checkoutUrl,
          serviceId: settings.click.serviceId,
          merchantId: settings.click.merchantId,
          merchantUserId: settings.click.merchantUserId,
          orderId,
          amount,
          returnUrl,
        });
  }

  app.get(
    '/payments/orders/:id',
    {
      schema: { params: PaymentOrderParamsSchema, response: { 200: PaymentOrderResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const order = await findOrderOf(ctx.db, request.auth!.user.id, Number(request.params.id));
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE);
      return {
        result: {
          id: String(order.id),
          provider: order.provider,
          amount: order.amount,
          status: order.status,
          product_name: order.product_name,
          created_at: order.created_at.toISOString(),
          paid_at: order.paid_at?.toISOString() ?? null,
          purchase: orderPurchase(order),
        },
      };
    },
  );

  // Payme: its own body parser, so a malformed body is -32700 at HTTP 200, not our 400.
  await app.register(async (rpc) => {
    rpc.removeContentTypeParser('application/json');
    rpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, { [RAW]: String(body) } satisfies RawBody),
    );
    rpc.post('/payments/payme', async (request, reply) => {
      reply.code(200);
      const raw = (request.body as RawBody | undefined)?.[RAW];
      if (!paymeAuthorized(request.headers.authorization, settings.payme.key))
        return paymeReply(idOf(raw), { error: paymeError('insufficientPrivilege') });
      let body: unknown;
      try {
        body = JSON.parse(raw ?? '');
      } catch {
        return paymeReply(null, { error: paymeError('parseError') });
      }
      const parsed = parsePaymeRequest(body);
      if (!parsed.ok) return paymeReply(parsed.id, { error: parsed.error });
      try {
        const handled = await handlePayme(ctx.db, parsed.call, Date.now(), ctx.purchases);
        publishBalance(ctx.live, handled.moved);
        await deliverNotifications(liveDeps, handled.notices ?? []);
        return paymeReply(parsed.id, handled.outcome);
      } catch (error) {
        request.log.error({ err: error }, 'payme call failed');
        return paymeReply(parsed.id, { error: paymeError('system') });
      }
    });
  });

  for (const [path, action] of [
    ['/payments/click/prepare', 0],
    ['/payments/click/complete', 1],
  ] as const) {
    app.post(path, async (request, reply) => {
      reply.code(200);
      const parsed = parseClickRequest(request.body, action);
      if (!parsed.ok) return clickReply(action, parsed.partial, parsed.name, null);
      try {
        const handled = await handleClick(
          ctx.db,
          parsed.request,
          {
            serviceId: settings.click.serviceId,
            secretKey: settings.click.secretKey,
          },
          ctx.purchases,
        );
        publishBalance(ctx.live, handled.moved);
        await deliverNotifications(liveDeps, handled.notices ?? []);
        return handled.reply;
      } catch (error) {
        request.log.error({ err: error }, 'click call failed');
        return clickReply(action, parsed.request, 'updateFailed', null);
      }
    });
  }
};

/** The request id of a body we could not authorize, so Payme can match the answer. */
function idOf(raw: string | undefined): number | string | null {
  try {
    const id = (JSON.parse(raw ?? '') as { id?: unknown }).id;
    return typeof id === 'number' || typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
