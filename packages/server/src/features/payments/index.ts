/**
 * The face of the payments feature: what other features may import from it (decision 0274).
 */
export { countUserOrders } from './admin-orders';
