// A resource's page widget: the component, its manifest and strings (element.ts defines the element).
export { ResourceDetail, type ResourceDetailProps } from './resource';
export { resourceManifest } from './manifest';
export { RESOURCE_NAMESPACE, resourceStrings } from './strings';
