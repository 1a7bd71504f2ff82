// The balance history widget: the component, its manifest and strings (element.ts defines the
// element).
export { BalanceHistory, type BalanceHistoryProps } from './balance-history';
export { balanceHistoryManifest } from './manifest';
export { BALANCE_HISTORY_NAMESPACE, balanceHistoryStrings } from './strings';
