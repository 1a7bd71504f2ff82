// The plans widget: the component, its manifest and strings (element.ts defines the element).
export { Plans, type PlansProps } from './plans';
export {
  plansManifest,
  type PlanPurchasedDetail,
  type SubscriptionChangedDetail,
} from './manifest';
export { PLANS_NAMESPACE, plansStrings } from './strings';
