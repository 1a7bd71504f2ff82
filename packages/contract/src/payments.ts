/**
 * Balance top-up through the two providers (decisions 7 and 14):
 * `POST /payme/generate_payment_url` and `POST /click/generate_payment_url` with the query
 * parameters amount, product_name, return_url, reference_id and an optional body with
 * algo_trade_data; and `GET /payments/orders/{id}`, the status of one's own order for the
 * return page. Amounts are integer UZS.
 */
import { Type, type Static } from 'typebox';
import { MIN_TOP_UP_UZS } from './constants';
import { AlgoFormValuesSchema } from './algo';
import { IdSchema, LiteralUnion, Nullable, PageOf, ResultOf } from './common';
import { AdminListQuery } from './admin-list-query';
import { DAY_PATTERN } from './calendar';
import { AdminLedgerEntrySchema } from './ledger';
import { PurchaseKindSchema } from './purchases';

export const PAYMENT_PROVIDERS = ['payme', 'click'] as const;
export const PaymentProviderSchema = LiteralUnion(PAYMENT_PROVIDERS);
export type PaymentProvider = Static<typeof PaymentProviderSchema>;

export const PAYMENT_ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const PaymentOrderStatusSchema = LiteralUnion(PAYMENT_ORDER_STATUSES);
export type PaymentOrderStatus = Static<typeof PaymentOrderStatusSchema>;

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

/**
 * What a direct payment buys when it lands, besides the balance: the spec's `algo_trade_data`
 * (an algo trade, named by `algo_trade_id`), or any purchase the purchase service sells.
 */
/**
 * A purchase's kind-specific choices: a plan's or a module's `action`, an expert advisor's
 * `plan_id` and form `fields`. Each purchasable checks the ones it reads.
 */
export const PurchaseOptionsSchema = Type.Object(
  {
    action: Type.Optional(Type.String({ maxLength: 20 })),
    plan_id: Type.Optional(IdSchema('Plan not found')),
    fields: Type.Optional(AlgoFormValuesSchema),
  },
  { additionalProperties: false },
);

/** The spec's `algo_trade_data`: the expert advisor (`algo_trade_id`, or `id`), plan and form. */
export const AlgoTradeDataSchema = Type.Object(
  {
    algo_trade_id: Type.Optional(IdSchema('Expert advisor not found')),
    id: Type.Optional(IdSchema('Expert advisor not found')),
    plan_id: Type.Optional(IdSchema('Plan not found')),
    fields: Type.Optional(AlgoFormValuesSchema),
  },
  { additionalProperties: false },
);

export const PaymentUrlBodySchema = Type.Object(
  {
    algo_trade_data: Type.Optional(AlgoTradeDataSchema),
    purchase: Type.Optional(
      Type.Object(
        {
          kind: PurchaseKindSchema,
          item_id: IdSchema('The item id must be a positive whole number'),
          /** Kind-specific choices, e.g. a plan's `{ action }`. */
          options: Type.Optional(PurchaseOptionsSchema),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PaymentUrlBody = Static<typeof PaymentUrlBodySchema>;

export const PaymentUrlSchema = Type.Object({
  url: Type.String(),
  order_id: Type.String(),
});
export type PaymentUrl = Static<typeof PaymentUrlSchema>;
export const PaymentUrlResultSchema = ResultOf(PaymentUrlSchema);

export const PaymentOrderSchema = Type.Object({
  id: Type.String(),
  provider: PaymentProviderSchema,
  amount: Type.Integer(),
  status: PaymentOrderStatusSchema,
  product_name: Type.String(),
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  /** What the payment paid for, when it named a purchase: made, waiting, or refused (why). */
  purchase: Nullable(
    Type.Object({
      kind: PurchaseKindSchema,
      item_id: Type.Integer(),
      status: LiteralUnion(['waiting', 'done', 'failed'] as const),
      error: Nullable(Type.String()),
    }),
  ),
});
export type PaymentOrder = Static<typeof PaymentOrderSchema>;
export const PaymentOrderResultSchema = ResultOf(PaymentOrderSchema);

export const PaymentOrderParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9]{1,15}$', errorMessage: 'Order not found' }),
});

/** The query and the body together, as the client's payment call takes them. */
export type PaymentRequest = PaymentUrlQuery & PaymentUrlBody;

export type PaymentUrlResponse = Static<typeof PaymentUrlResultSchema>;
export type PaymentOrderResponse = Static<typeof PaymentOrderResultSchema>;

/**
 * One provider transaction of an order, as the back office shows it: Payme's states
 * (1 created, 2 performed, -1 cancelled, -2 cancelled after performing) and Click's
 * (prepared, completed, cancelled) are named by `state`; times are ISO.
 */
export const AdminProviderTransactionSchema = Type.Object({
  provider: PaymentProviderSchema,
  /** The provider's own id (Payme's transaction id, Click's click_trans_id). */
  id: Type.String(),
  state: Type.String(),
  /** Payme's numeric state; null for Click. */
  state_code: Nullable(Type.Integer()),
  created_at: Type.String(),
  performed_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String()),
  /** Payme's cancel reason code; null otherwise. */
  cancel_reason: Nullable(Type.Integer()),
});
export type AdminProviderTransaction = Static<typeof AdminProviderTransactionSchema>;

/** An order as the back office lists it: the buyer, and its provider transactions. */
export const AdminPaymentOrderSchema = Type.Object({
  ...PaymentOrderSchema.properties,
  user_id: Type.Integer(),
  username: Type.String(),
  cancelled_at: Nullable(Type.String()),
  refunded_at: Nullable(Type.String()),
  refund_reason: Nullable(Type.String()),
  transactions: Type.Array(AdminProviderTransactionSchema),
});
export type AdminPaymentOrder = Static<typeof AdminPaymentOrderSchema>;
export const AdminPaymentOrderResultSchema = ResultOf(AdminPaymentOrderSchema);
export const AdminPaymentOrdersPageSchema = PageOf(AdminPaymentOrderSchema);
export type AdminPaymentOrdersPage = Static<typeof AdminPaymentOrdersPageSchema>;

/** GET /admin/payments/orders: newest first by default; `from`/`to` are Tashkent days, inclusive. */
export const AdminPaymentOrdersQuerySchema = AdminListQuery(['created_at', 'amount'], {
  state: Type.Optional(PaymentOrderStatusSchema),
  provider: Type.Optional(PaymentProviderSchema),
  /** The buyer's user id or username. */
  user: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  from: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'from must be a date YYYY-MM-DD' }),
  ),
  to: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'to must be a date YYYY-MM-DD' }),
  ),
});
export type AdminPaymentOrdersQuery = Static<typeof AdminPaymentOrdersQuerySchema>;

/** GET /admin/payments/orders/{id}: the order and the ledger entries it caused. */
export const AdminPaymentOrderDetailSchema = Type.Object({
  ...AdminPaymentOrderSchema.properties,
  ledger_entries: Type.Array(AdminLedgerEntrySchema),
});
export type AdminPaymentOrderDetail = Static<typeof AdminPaymentOrderDetailSchema>;
export const AdminPaymentOrderDetailResultSchema = ResultOf(AdminPaymentOrderDetailSchema);

/**
 * POST /admin/payments/orders/{id}/refund: the order (now refunded), the debit's ledger entry,
 * the balance after, and a note that returning the money to the card is the provider's business
 * (docs/decisions/0289-admin-refunds.md).
 */
export const AdminTopUpRefundSchema = Type.Object({
  order: AdminPaymentOrderSchema,
  entry: AdminLedgerEntrySchema,
  balance: Type.Integer({ minimum: 0 }),
  note: Type.String(),
});
export type AdminTopUpRefund = Static<typeof AdminTopUpRefundSchema>;
export const AdminTopUpRefundResultSchema = ResultOf(AdminTopUpRefundSchema);
