// The purchase confirmation dialog, its own entry (`@savdo/ui/payments`): only the widgets that
// sell something import it, so it stays out of the shared `ui` chunk a partner's calendar loads.
export { PurchaseDialog, insufficientText, type PurchaseDialogProps } from './purchase-dialog';
export { purchaseStrings } from './purchase-strings';
export { topUpNavigation } from './top-up-navigation';
