// The feed's data: page 1 for the filters, further pages on demand, and live signal events
// merged in batches (one state update per LIVE_BATCH_MS however many events arrive). The feed
// reloads when the filters change or the viewer does (sign-in, sign-out, another plan), since
// the server locks premium levels per viewer.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignalFilters } from '@savdo/contract';
import { $auth, signalsApi, subscribeLive } from '@savdo/core';
import { useStore } from '@savdo/ui';
import {
  INITIAL_FEED,
  applyLiveEvents,
  hasMore,
  receivePage,
  type FeedState,
  type LiveSignalEvent,
} from './feed-state';
import { filtersKey } from './signal-filters';

/** Live events are merged at most this often. */
export const LIVE_BATCH_MS = 100;

export interface SignalsFeed {
  state: FeedState;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** What the server's answer depends on besides the filters: who is asking, with which plans. */
export function useViewerKey(): string {
  const auth = useStore($auth);
  const plans = (auth.user?.subscriptions ?? [])
    .filter((s) => s.status === 'active')
    .map((s) => s.plan_id)
    .sort()
    .join(',');
  return `${auth.user?.id ?? 'anonymous'}:${plans}`;
}

export function useSignalsFeed(filters: SignalFilters): SignalsFeed {
  const [state, setState] = useState<FeedState>(INITIAL_FEED);
  const key = filtersKey(filters);
  const viewer = useViewerKey();
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const stateRef = useRef(state);
  stateRef.current = state;
  // Each load gets a number; answers of superseded loads are dropped.
  const generation = useRef(0);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState(INITIAL_FEED);
    signalsApi
      .getSignals({ ...filtersRef.current, page: 1 })
      .then((answer) => {
        if (generation.current === mine) setState((s) => receivePage(s, answer.result));
      })
      .catch(() => {
        if (generation.current === mine) setState({ ...INITIAL_FEED, phase: 'error' });
      });
  }, [key, viewer, reload]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!hasMore(current) || current.more === 'loading') return;
    const mine = generation.current;
    setState((s) => ({ ...s, more: 'loading' }));
    signalsApi
      .getSignals({ ...filtersRef.current, page: current.pages + 1 })
      .then((answer) => {
        if (generation.current === mine) setState((s) => receivePage(s, answer.result));
      })
      .catch(() => {
        if (generation.current === mine) setState((s) => ({ ...s, more: 'error' }));
      });
  }, []);

  const retry = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    let queue: LiveSignalEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      // While page 1 loads, events wait: they are merged on top of the page once it is in.
      if (stateRef.current.phase === 'loading') {
        timer = setTimeout(flush, LIVE_BATCH_MS);
        return;
      }
      const batch = queue;
      queue = [];
      setState((s) => applyLiveEvents(s, batch, filtersRef.current));
    };
    const enqueue = (event: LiveSignalEvent) => {
      queue.push(event);
      timer ??= setTimeout(flush, LIVE_BATCH_MS);
    };
    const offCreated = subscribeLive('signal.created', enqueue);
    const offUpdated = subscribeLive('signal.updated', enqueue);
    return () => {
      offCreated();
      offUpdated();
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  return { state, hasMore: hasMore(state), loadMore, retry };
}
