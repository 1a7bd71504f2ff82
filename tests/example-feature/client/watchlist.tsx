// Recipe (widget) step: the component, data from the query store, parts from packages/ui.
import { useEffect } from 'react';
import { EmptyState, ErrorState, Panel, Spinner, useEmit, useStore, useT } from '@savdo/ui';
import type { watchlistManifest } from './manifest';
import { $watchlist } from './watchlist-queries';
import { watchlistStrings } from './strings';

export interface WatchlistProps {
  hideTitle?: boolean;
}

export function Watchlist({ hideTitle = false }: WatchlistProps) {
  const t = useT(watchlistStrings);
  const emit = useEmit<typeof watchlistManifest>();
  const { data, error, loading } = useStore($watchlist);
  const items = data?.result.data;
  useEffect(() => {
    if (items) emit('savdo-watchlist-load', { count: items.length });
  }, [emit, items]);

  if (error && !loading) return <ErrorState title={t('failed')} />;
  if (!items) return <Spinner />;
  return (
    <Panel>
      {!hideTitle && <h2>{t('title')}</h2>}
      {items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <ul part="items">
          {items.map((item) => (
            <li key={item.id}>
              {item.symbol} · {t(`direction.${item.direction}`)}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
