// What the resource widgets share, its own entry (`@savdo/ui/resources`), out of the shared ui chunk.
export { resourcesStrings, RESOURCES_NAMESPACE } from './resource-strings';
export {
  ResourceLink,
  resourcePaths,
  type ResourceLinkProps,
  type ResourceNavigate,
} from './resource-link';
export {
  ResourcePurchaseDialog,
  useResourcePurchase,
  type PendingResourcePurchase,
  type ResourcePurchaseDialogProps,
} from './resource-purchase';
export { ResourceKindIcon } from './resource-kind-icon';
