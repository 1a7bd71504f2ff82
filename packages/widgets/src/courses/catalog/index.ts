// The course catalog widget: the component, its manifest and strings (element.ts defines the element).
export { CourseCatalog, type CourseCatalogProps } from './course-catalog';
export { courseCatalogManifest } from './manifest';
export { COURSE_CATALOG_NAMESPACE, courseCatalogStrings } from './strings';
export { catalogQuery, type CatalogFilters, type PriceChoice } from './catalog-filters';
