// The feed's data: page 1 for the filters, further pages on demand, both through core's query
// layer (cached per filters and viewer), and live signal events merged in batches (one state
// update per LIVE_BATCH_MS however many events arrive). The feed reloads when the filters
// change or the viewer does (sign-in, sign-out, another plan), since the server locks premium
// levels per viewer. The shown feed is a reducer over those answers (feed-state.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignalFilters } from '@savdo/contract';
import { $viewerKey, fetchSignalsPage, subscribeSignalEvents } from '@savdo/core';
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
  return useStore($viewerKey);
}

export function useSignalsFeed(filters: SignalFilters): SignalsFeed {
  const [state, setState] = useState<FeedState>(INITIAL_FEED);
  const viewer = useViewerKey();
  const [reload, setReload] = useState(0);
  // The feed being shown; an answer for another one (older filters, viewer or retry) is dropped.
  const feedKey = `${filtersKey(filters)}@${viewer}#${reload}`;
  const shownKey = useRef(feedKey);
  shownKey.current = feedKey;
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    setState(INITIAL_FEED);
    fetchSignalsPage({ ...filtersRef.current, page: 1 }).then(
      (answer) => {
        if (shownKey.current === feedKey) setState((s) => receivePage(s, answer.result));
      },
      () => {
        if (shownKey.current === feedKey) setState({ ...INITIAL_FEED, phase: 'error' });
      },
    );
  }, [feedKey]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (!hasMore(current) || current.more === 'loading') return;
    const forFeed = shownKey.current;
    setState((s) => ({ ...s, more: 'loading' }));
    fetchSignalsPage({ ...filtersRef.current, page: current.pages + 1 }).then(
      (answer) => {
        if (shownKey.current === forFeed) setState((s) => receivePage(s, answer.result));
      },
      () => {
        if (shownKey.current === forFeed) setState((s) => ({ ...s, more: 'error' }));
      },
    );
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
    const off = subscribeSignalEvents((event) => {
      queue.push(event);
      timer ??= setTimeout(flush, LIVE_BATCH_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  return { state, hasMore: hasMore(state), loadMore, retry };
}
