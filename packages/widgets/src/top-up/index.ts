// The top-up widgets: the form, the return page's status, their manifests and strings
// (element.ts defines the elements).
export { TopUp, type TopUpProps } from './top-up';
export { PaymentStatus, type PaymentStatusProps } from './payment-status';
export { paymentStatusManifest, topUpManifest, type TopUpStartDetail } from './manifest';
export { TOP_UP_NAMESPACE, topUpStrings } from './strings';
