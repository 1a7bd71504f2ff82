// The catalog scaffold (the course catalog, the expert advisor market, the resource center, the
// journal's list): filters with their page, one query store per query, and the cards' look. Its
// own entry (`@savdo/ui/catalog`), so widgets without a catalog (a partner's signals) load none
// of it.
export { useCatalogFilters, type CatalogFilterState } from './use-catalog-filters';
export { useQueryStoreFor } from './use-query-store-for';
export {
  SkeletonCards,
  cardGrid,
  cardTitleLink,
  skeletonLine,
  type SkeletonCardsProps,
} from './catalog-cards';
