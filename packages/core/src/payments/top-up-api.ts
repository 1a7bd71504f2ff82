// The two checkout-link calls (decision 7: POST /payme/generate_payment_url
// and POST /click/generate_payment_url on the main root, with amount, product_name,
// return_url, reference_id as query parameters and algo_trade_data in the body), and the
// status of one's own order that the return page polls (GET /payments/orders/{id}).
import type {
  PaymentOrderResponse,
  PaymentProvider,
  PaymentRequest,
  PaymentUrlResponse,
} from '@savdo/contract';
import { mainApi, paymentsApi } from '../api/client';

export function generatePaymentUrl(
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<PaymentUrlResponse> {
  const { algo_trade_data, purchase, ...query } = request;
  return mainApi.post<PaymentUrlResponse>(
    `/${provider}/generate_payment_url`,
    { ...(algo_trade_data ? { algo_trade_data } : {}), ...(purchase ? { purchase } : {}) },
    { params: query },
  );
}

export function getPaymentOrder(orderId: string): Promise<PaymentOrderResponse> {
  return paymentsApi.get<PaymentOrderResponse>(`/orders/${encodeURIComponent(orderId)}`);
}
