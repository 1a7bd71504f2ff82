// The trading signals widget: tabs all, crypto, forex, stock, commodity; filters signal type and
// status; 20 signals a page with infinite scroll on our own pages (and a "load more" button for
// keyboards and screen readers; on a partner's page only the button, see below); live updates with
// the connection state; 30-day performance; notification settings; and the chart modal. Loading
// skeleton, empty state and the spec's load-failure text.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type {
  SignalStatus,
  SignalTab,
  SignalType,
  TimeZoneChoice,
  TradingSignal,
} from '@savdo/contract';
import { $auth, $coreConfig, $timeZone } from '@savdo/core';
import {
  Button,
  EmptyState,
  Select,
  Skeleton,
  Stack,
  token,
  useEmit,
  useStore,
  useT,
  LoadFailed,
  WidgetTitle as Title,
} from '@savdo/ui';
import { ConnectionBadge } from './connection-badge';
import { NotificationSettings } from './notification-settings';
import { PerformanceStatsView } from './performance-stats';
import { SignalCard } from './signal-card';
import { SignalChartModal } from './signal-chart-modal';
import { SIGNAL_STATUSES, SIGNAL_TYPES, feedFilters } from './signal-filters';
import { formatPrice } from './signal-format';
import { defaultSignUpHref, defaultUpgradeHref } from './signal-links';
import type { signalsManifest } from './manifest';
import { SignalTabs } from './signal-tabs';
import { signalsStrings } from './strings';
import { usePerformanceStats } from './use-performance-stats';
import { useSignalNotifications } from './use-signal-notifications';
import { useSignalsFeed } from './use-signals-feed';
import { useStagedCount } from '@savdo/ui/hooks/use-staged-count';

/** Cards rendered per painted frame: a phone's screen and more, a wide grid's first rows. */
const CARDS_PER_FRAME = 6;

export interface SignalsFeedProps {
  /** The tab shown first. */
  tab?: SignalTab;
  signalType?: SignalType;
  status?: SignalStatus;
  /** Times are shown in this zone; by default the time-zone preference, else UTC+5 Tashkent (decision 15). */
  timeZone?: TimeZoneChoice;
  /** Hides the widget's own title (a host page that has its own heading). */
  hideTitle?: boolean;
  hideStats?: boolean;
  hideFilters?: boolean;
  hideNotifications?: boolean;
  /** Where a locked premium signal's link leads a visitor; the product's sign-up by default. */
  signUpHref?: string;
  /** Where it leads a signed-in user without the plan; the upgrade-plan page by default. */
  upgradeHref?: string;
  /**
   * Called with the tab and filters the user chose, so a host can keep them (the host app in
   * the URL, the element in its attributes) and a reload or a shared link shows the same list.
   */
  onFiltersChange?: (choice: SignalsFilterChoice) => void;
}

/** The tab and filters a user chose. */
export interface SignalsFilterChoice {
  tab: SignalTab;
  signalType?: SignalType;
  status?: SignalStatus;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  color: ${token('color-text')};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  & > * {
    min-width: 160px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

// Cards out of view skip layout and paint, so a live update near the top of a long feed does not
// re-lay out every card below it. Plain <li>s, not styled ones: a live batch re-renders the list,
// and 200 styled rows cost far more than 200 plain ones.
const List = styled(Stack).attrs({ as: 'ul' })`
  list-style: none;
  & > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 220px;
  }
`;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
`;

const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-2')};
`;

function LoadingList({ label }: { label: string }) {
  return (
    <List aria-busy="true" aria-label={label} data-savdo-state="loading">
      {[0, 1, 2].map((i) => (
        <SkeletonCard key={i}>
          <Skeleton width="35%" height={18} />
          <Skeleton height={14} />
          <Skeleton width="70%" height={14} />
        </SkeletonCard>
      ))}
    </List>
  );
}

export function SignalsFeed({
  tab: initialTab = 'all',
  signalType: initialType,
  status: initialStatus,
  timeZone: hostTimeZone,
  hideTitle = false,
  hideStats = false,
  hideFilters = false,
  hideNotifications = false,
  signUpHref,
  upgradeHref,
  onFiltersChange,
}: SignalsFeedProps) {
  const t = useT(signalsStrings);
  const emit = useEmit<typeof signalsManifest>();
  const ids = useId();
  const auth = useStore($auth);
  const config = useStore($coreConfig);
  // The host's zone wins; otherwise the user's time-zone preference (settings).
  const preferredZone = useStore($timeZone);
  const timeZone = hostTimeZone ?? preferredZone;

  const [tab, setTab] = useState<SignalTab>(initialTab);
  const [signalType, setSignalType] = useState<SignalType | undefined>(initialType);
  const [status, setStatus] = useState<SignalStatus | undefined>(initialStatus);
  // An element's attributes may change after the first render: follow them.
  useEffect(() => setTab(initialTab), [initialTab]);
  useEffect(() => setSignalType(initialType), [initialType]);
  useEffect(() => setStatus(initialStatus), [initialStatus]);

  const filters = useMemo(() => feedFilters(tab, signalType, status), [tab, signalType, status]);
  const feed = useSignalsFeed(filters);
  const stats = usePerformanceStats();
  const notifications = useSignalNotifications(
    {
      title: (s) => t('notifications.newSignal', { symbol: s.symbol, type: t(`type.${s.type}`) }),
      body: (s) =>
        s.locked
          ? t('notifications.newSignalLocked', { asset: t(`assetType.${s.asset_type}`) })
          : t('notifications.newSignalBody', {
              asset: t(`assetType.${s.asset_type}`),
              entry: formatPrice(s.entry_price),
            }),
    },
    !hideNotifications,
  );

  const [chart, setChart] = useState<TradingSignal | null>(null);
  const openChart = useCallback(
    (signal: TradingSignal) => {
      // A listener may cancel the event to show the signal its own way.
      if (emit('savdo-signal-open', { id: signal.id, symbol: signal.symbol })) setChart(signal);
    },
    [emit],
  );

  const choose = (choice: SignalsFilterChoice) => {
    setTab(choice.tab);
    setSignalType(choice.signalType);
    setStatus(choice.status);
    onFiltersChange?.(choice);
  };
  const changeTab = (next: SignalTab) => {
    choose({ tab: next, signalType, status });
    emit('savdo-tab-change', { tab: next });
  };

  const signedIn = auth.isAuthenticated && config.mode !== 'public';
  const subscribed = (auth.user?.subscriptions ?? []).some((s) => s.status === 'active');
  const lockedLink = useMemo(
    () =>
      signedIn
        ? {
            kind: subscribed ? ('upgrade' as const) : ('subscribe' as const),
            href: upgradeHref || defaultUpgradeHref(config.apiBase),
          }
        : { kind: 'signUp' as const, href: signUpHref || defaultSignUpHref(config.apiBase) },
    [signedIn, subscribed, upgradeHref, signUpHref, config.apiBase],
  );

  // Infinite scroll: the sentinel under the list loads the next page when it comes into view.
  // Not on a partner's page (public mode): there the feed sits among the partner's content,
  // and a reader scrolling past it would pull page after page (and the partner key's rate
  // limit) without asking; the "load more" button is the only way on.
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore } = feed;
  const autoLoad = config.mode !== 'public';
  // The cards render a batch per painted frame (one task for all twenty was 340 ms at 4x CPU);
  // the sentinel waits for the last batch, or a short list would load the next page at once.
  const shown = useStagedCount(feed.state.items.length, CARDS_PER_FRAME);
  const allShown = shown === feed.state.items.length;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !allShown || !autoLoad || !feed.hasMore) return undefined;
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [allShown, autoLoad, feed.hasMore, feed.state.items.length, loadMore]);

  const panelId = `${ids}-panel`;
  const { state } = feed;
  const anyOption = { value: '', label: t('filters.any') };

  return (
    <Root>
      <Header>
        {hideTitle ? <span /> : <Title>{t('title')}</Title>}
        <ConnectionBadge />
      </Header>

      {hideStats ? null : <PerformanceStatsView state={stats.state} onRetry={stats.retry} />}
      {hideNotifications ? null : <NotificationSettings notifications={notifications} />}

      <SignalTabs value={tab} onChange={changeTab} panelId={panelId} idPrefix={ids} />

      <div role="tabpanel" id={panelId} aria-labelledby={`${ids}-tab-${tab}`}>
        <Root>
          {hideFilters ? null : (
            <Filters role="group" aria-label={t('filters.label')} part="filters">
              <Select
                label={t('filters.signalType')}
                value={signalType ?? ''}
                options={[
                  anyOption,
                  ...SIGNAL_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) })),
                ]}
                onChange={(e) =>
                  choose({
                    tab,
                    signalType: (e.currentTarget.value || undefined) as SignalType | undefined,
                    status,
                  })
                }
              />
              <Select
                label={t('filters.status')}
                value={status ?? ''}
                options={[
                  anyOption,
                  ...SIGNAL_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
                ]}
                onChange={(e) =>
                  choose({
                    tab,
                    signalType,
                    status: (e.currentTarget.value || undefined) as SignalStatus | undefined,
                  })
                }
              />
            </Filters>
          )}

          {state.phase === 'loading' ? <LoadingList label={t('loading')} /> : null}

          {state.phase === 'error' ? (
            <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={feed.retry} />
          ) : null}

          {state.phase === 'ready' && state.items.length === 0 ? (
            <EmptyState title={t('empty.title')} text={t('empty.text')} />
          ) : null}

          {state.phase === 'ready' && state.items.length > 0 ? (
            <>
              <Count>{t('shown', { shown: state.items.length, total: state.total })}</Count>
              <List part="list">
                {state.items.slice(0, shown).map((signal) => (
                  <li key={signal.id}>
                    <SignalCard
                      signal={signal}
                      timeZone={timeZone}
                      lockedLink={lockedLink}
                      onOpenChart={openChart}
                    />
                  </li>
                ))}
              </List>
              <More>
                <div ref={sentinel} aria-hidden="true" />
                {state.more === 'error' ? <Count role="alert">{t('loadMoreFailed')}</Count> : null}
                {feed.hasMore ? (
                  <Button
                    variant="secondary"
                    part="load-more"
                    busy={state.more === 'loading'}
                    onClick={loadMore}
                  >
                    {state.more === 'loading' ? t('loadingMore') : t('loadMore')}
                  </Button>
                ) : null}
              </More>
            </>
          ) : null}
        </Root>
      </div>

      <SignalChartModal
        signalId={chart?.id ?? null}
        preview={chart}
        onClose={() => setChart(null)}
        timeZone={timeZone}
      />
    </Root>
  );
}
