// The resource center: a catalog page with its filters, the categories and one
// resource, each keyed by viewer (what is bought is theirs) and by interface language (the
// server answers texts in it, so a language switch is another answer). A purchase writes the
// bought resource into its cached detail at once and refetches the catalog pages, the old ones
// kept on screen.
import type {
  Language,
  Resource,
  ResourceCategoriesResponse,
  ResourceQuery,
  ResourceResponse,
  ResourcesResponse,
} from '@savdo/contract';
import { getResource, getResourceCategories, getResources } from './api';
import {
  createQuery,
  keyOf,
  refreshQueries,
  updateQueries,
  type QueryStore,
} from '../query/query-client';

export const RESOURCES_QUERY = 'resources/list';
export const RESOURCE_CATEGORIES_QUERY = 'resources/categories';
export const RESOURCE_QUERY = 'resources/resource';

/** One catalog page with its filters (12 a page), in `lang`. */
export function resourcesQuery(
  query: ResourceQuery,
  lang: Language,
): QueryStore<ResourcesResponse> {
  return createQuery(RESOURCES_QUERY, { query, lang }, (p) => getResources(p.query));
}

/** The categories with their names in `lang` and their counts. */
export function resourceCategoriesQuery(lang: Language): QueryStore<ResourceCategoriesResponse> {
  return createQuery(RESOURCE_CATEGORIES_QUERY, { lang }, () => getResourceCategories());
}

export function resourceQuery(resourceId: number, lang: Language): QueryStore<ResourceResponse> {
  return createQuery(RESOURCE_QUERY, { resourceId, lang }, (p) => getResource(p.resourceId));
}

/**
 * After a purchase: the bought resource (the answer's, with its body, file or link now open)
 * replaces the cached one in its language at once; every resources answer is then fetched
 * again (the other languages, the catalog's purchased flags), the old ones kept on screen.
 */
export function resourcePurchased(resource?: Resource): void {
  if (resource) {
    updateQueries<ResourceResponse>(keyOf(RESOURCE_QUERY), (answer) =>
      answer.result.id === resource.id && answer.result.language === resource.language
        ? { result: resource }
        : answer,
    );
  }
  refreshQueries(keyOf('resources/'));
}
