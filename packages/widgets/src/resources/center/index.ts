// The resource center widget: the component, its manifest and strings (element.ts defines the element).
export { ResourceCenter, type ResourceCenterProps } from './resource-center';
export { resourceCenterManifest } from './manifest';
export { RESOURCE_CENTER_NAMESPACE, resourceCenterStrings } from './strings';
export { centerQuery, type CenterFilters } from './center-filters';
