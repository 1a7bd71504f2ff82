// The payments widgets: the top-up form, the return page's payment status and the balance
// history, their manifests and strings (element.ts defines the elements).
export { TopUp, type TopUpProps } from './top-up';
export { PaymentStatus, type PaymentStatusProps } from './payment-status';
export { BalanceHistory, type BalanceHistoryProps } from './balance-history';
export {
  balanceHistoryManifest,
  paymentStatusManifest,
  topUpManifest,
  type TopUpStartDetail,
} from './manifest';
export {
  BALANCE_HISTORY_NAMESPACE,
  TOP_UP_NAMESPACE,
  balanceHistoryStrings,
  topUpStrings,
} from './strings';
