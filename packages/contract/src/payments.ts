/** Payments through Payme and Click (section 7). No server route yet. */
import { Type, type Static } from 'typebox';
import { LiteralUnion, ResultOf } from './common';

export const PAYMENT_PROVIDERS = ['payme', 'click'] as const;
export const PaymentProviderSchema = LiteralUnion(PAYMENT_PROVIDERS);
export type PaymentProvider = Static<typeof PaymentProviderSchema>;

/** Query parameters of POST /{payme|click}/generate_payment_url; money is integer UZS. */
export const GeneratePaymentUrlQuerySchema = Type.Object({
  amount: Type.Integer(),
  product_name: Type.String(),
  return_url: Type.String(),
  reference_id: Type.String(),
});
export type GeneratePaymentUrlQuery = Static<typeof GeneratePaymentUrlQuerySchema>;

/** Its body: what an algo purchase sends along. */
export const GeneratePaymentUrlBodySchema = Type.Object({
  algo_trade_data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
export type GeneratePaymentUrlBody = Static<typeof GeneratePaymentUrlBodySchema>;

/** The query and the body together, as the client's payment call takes them. */
export type PaymentRequest = GeneratePaymentUrlQuery & GeneratePaymentUrlBody;

export const GeneratePaymentUrlResultSchema = ResultOf(
  Type.Object({ payment_url: Type.String(), payment_id: Type.Integer() }),
);
export type GeneratePaymentUrlResponse = Static<typeof GeneratePaymentUrlResultSchema>;
