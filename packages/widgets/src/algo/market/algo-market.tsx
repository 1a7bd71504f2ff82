// AlgoMarket: filters (platform, type, max price), sort (gain, drawdown,
// popularity), a page of 10 bot cards, loading skeletons, empty and error states ('Failed to
// load expert advisors'), previous / next. Public: a partner page lists the same.
import { useId } from 'react';
import styled from 'styled-components';
import {
  ALGO_BOT_TYPES,
  ALGO_PAGE_SIZE,
  ALGO_PLATFORMS,
  ALGO_SORTS,
  type AlgoBotType,
  type AlgoPlatform,
  type AlgoSort,
} from '@savdo/contract';
import { algoBotsQuery } from '@savdo/core/algo';
import {
  Select,
  TextField,
  WidgetTitle as Title,
  token,
  useDebouncedValue,
  useEmit,
  useStore,
  useT,
  visuallyHidden,
  PagedCatalogBody,
} from '@savdo/ui';
import { useCatalogFilters, useQueryStoreFor } from '@savdo/ui/catalog';
import { algoStrings } from '@savdo/ui/algo';
import { type NavigateTo } from '@savdo/ui/courses';
import { BotCards, BotCardsSkeleton } from './bot-cards';
import type { algoMarketManifest } from './manifest';
import { isFiltered, marketQuery, type MarketFilters } from './market-filters';
import { algoMarketStrings } from './strings';

export interface AlgoMarketProps {
  platform?: AlgoPlatform;
  type?: AlgoBotType;
  sort?: AlgoSort;
  hideTitle?: boolean;
  onNavigate?: NavigateTo;
}

/** How long the max price waits after the last key press before it asks. */
export const MAX_PRICE_DEBOUNCE_MS = 300;

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
`;

const HiddenTitle = styled(Title)`
  ${visuallyHidden}
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(8rem, 1fr));
  gap: ${token('space-3')};
  align-items: end;
  @media (max-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export function AlgoMarket({
  platform,
  type,
  sort = 'gain',
  hideTitle = false,
  onNavigate,
}: AlgoMarketProps) {
  const t = useT(algoMarketStrings);
  const a = useT(algoStrings);
  const titleId = useId();
  const emit = useEmit<typeof algoMarketManifest>();
  // "Clear filters" keeps the sort: it orders the list, it hides nothing.
  const { filters, page, setPage, change, clear } = useCatalogFilters<MarketFilters>(
    { platform, type, sort, maxPrice: '' },
    { platform: undefined, type: undefined, maxPrice: '' },
  );
  const maxPrice = useDebouncedValue(filters.maxPrice, MAX_PRICE_DEBOUNCE_MS);
  const $bots = useQueryStoreFor(marketQuery({ ...filters, maxPrice }, page), algoBotsQuery);
  const value = useStore($bots);

  const body = (
    <PagedCatalogBody
      value={value}
      t={t}
      page={page}
      pageSize={ALGO_PAGE_SIZE}
      onPage={setPage}
      onRetry={() => $bots.invalidate()}
      filtered={isFiltered(filters)}
      onClearFilters={clear}
      skeleton={(label) => <BotCardsSkeleton label={label} />}
      rows={(bots, label) => (
        <BotCards
          bots={bots}
          label={label}
          onNavigate={onNavigate}
          onOpen={(botId) => emit('savdo-algo-open', { botId })}
        />
      )}
    />
  );

  return (
    <Region aria-labelledby={titleId} data-savdo-algo-market="">
      {hideTitle ? (
        <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
      ) : (
        <Title id={titleId}>{t('title')}</Title>
      )}
      <Filters part="filters" role="search">
        <Select
          label={t('filters.platform')}
          value={filters.platform ?? ''}
          options={[
            { value: '', label: t('filters.allPlatforms') },
            ...ALGO_PLATFORMS.map((p) => ({ value: p, label: p })),
          ]}
          onChange={(e) =>
            change({ platform: (e.target.value || undefined) as AlgoPlatform | undefined })
          }
        />
        <Select
          label={t('filters.type')}
          value={filters.type ?? ''}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...ALGO_BOT_TYPES.map((v) => ({ value: v, label: a(`type.${v}`) })),
          ]}
          onChange={(e) =>
            change({ type: (e.target.value || undefined) as AlgoBotType | undefined })
          }
        />
        <TextField
          label={t('filters.maxPrice')}
          inputMode="numeric"
          maxLength={13}
          value={filters.maxPrice}
          onChange={(e) => change({ maxPrice: e.target.value })}
        />
        <Select
          label={t('filters.sort')}
          value={filters.sort}
          options={ALGO_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          onChange={(e) => change({ sort: e.target.value as AlgoSort })}
        />
      </Filters>
      {body}
    </Region>
  );
}
