/**
 * Balance top-up through the two providers (spec sections 5, 7, 9; decisions 7 and 14):
 * `POST /payme/generate_payment_url` and `POST /click/generate_payment_url` with the query
 * parameters amount, product_name, return_url, reference_id and an optional body with
 * algo_trade_data; and `GET /payments/orders/{id}`, the status of one's own order for the
 * return page. Amounts are integer UZS.
 */
import { Type, type Static } from 'typebox';
import { MIN_TOP_UP_UZS } from './constants';
import { Nullable, ResultOf } from './schemas/common';

export const PAYMENT_PROVIDERS = ['payme', 'click'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];

/** Largest single top-up in UZS (the database holds the same bound). */
export const MAX_TOP_UP_UZS = 100_000_000;

export const PaymentUrlQuerySchema = Type.Object({
  amount: Type.Integer({
    minimum: MIN_TOP_UP_UZS,
    maximum: MAX_TOP_UP_UZS,
    errorMessage: `The amount must be a whole number of UZS from ${MIN_TOP_UP_UZS} to ${MAX_TOP_UP_UZS}`,
  }),
  product_name: Type.String({ minLength: 1, maxLength: 200 }),
  return_url: Type.String({ minLength: 1, maxLength: 2000 }),
  reference_id: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PaymentUrlQuery = Static<typeof PaymentUrlQuerySchema>;

/** What a direct payment buys when it lands (an algo bot), besides the balance. */
export const PaymentUrlBodySchema = Type.Object({
  algo_trade_data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type PaymentUrlBody = Static<typeof PaymentUrlBodySchema>;

export const PaymentUrlSchema = Type.Object({
  url: Type.String(),
  order_id: Type.String(),
});
export type PaymentUrl = Static<typeof PaymentUrlSchema>;
export const PaymentUrlResultSchema = ResultOf(PaymentUrlSchema);

export const PaymentOrderSchema = Type.Object({
  id: Type.String(),
  provider: Type.Union([Type.Literal('payme'), Type.Literal('click')]),
  amount: Type.Integer(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('cancelled'),
    Type.Literal('refunded'),
  ]),
  product_name: Type.String(),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
});
export type PaymentOrder = Static<typeof PaymentOrderSchema>;
export const PaymentOrderResultSchema = ResultOf(PaymentOrderSchema);

export const PaymentOrderParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,15}$', errorMessage: 'Order not found' }),
});
