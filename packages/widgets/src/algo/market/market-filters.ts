// The market's filter choice and how it becomes the query of GET /algo-trade/all: a max price is
// sent only when it is a whole non-negative number of so'm; any change goes back to page 1.
import type { AlgoBotType, AlgoListQuery, AlgoPlatform, AlgoSort } from '@savdo/contract';

export interface MarketFilters {
  platform?: AlgoPlatform;
  type?: AlgoBotType;
  /** As typed (a text field); blank or not a number: no limit. */
  maxPrice: string;
  sort: AlgoSort;
}

export function marketQuery(filters: MarketFilters, page: number): AlgoListQuery {
  const digits = filters.maxPrice.replace(/\s/g, '');
  const maxPrice = /^\d{1,10}$/.test(digits) ? Math.min(Number(digits), 1_000_000_000) : undefined;
  return {
    page,
    sort: filters.sort,
    ...(filters.platform ? { platform: filters.platform } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(maxPrice !== undefined ? { max_price: maxPrice } : {}),
  };
}

export function isFiltered(filters: MarketFilters): boolean {
  return Boolean(filters.platform || filters.type || filters.maxPrice.trim());
}
