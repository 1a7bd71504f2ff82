import { describe, expect, it } from 'vitest';
import {
  INITIAL_FEED,
  MAX_FEED_ITEMS,
  applyLiveEvents,
  hasMore,
  mergeSignal,
  receivePage,
  type FeedState,
} from '@savdo/widgets/signals/feed-state';
import { feedFilters, matchesFilters, tabAssetType } from '@savdo/widgets/signals/signal-filters';
import { lockedSignal, newestFirst, signal } from '../../../../tests/kit/signals-fixtures';

function ready(
  items = newestFirst([signal(), signal(), signal()]),
  total = items.length,
): FeedState {
  return { phase: 'ready', items, total, pages: 1, more: 'idle' };
}

describe('signal tabs and filters', () => {
  it('maps the tabs all, crypto, forex, stock, commodity onto the stored asset types (decision 6)', () => {
    expect(tabAssetType('all')).toBeUndefined();
    expect(tabAssetType('crypto')).toBe('crypto');
    expect(tabAssetType('forex')).toBe('forex');
    expect(tabAssetType('stock')).toBe('stocks');
    expect(tabAssetType('commodity')).toBe('commodities');
  });

  it('builds the asset_type, signal_type and status filters, leaving out what is unset', () => {
    expect(feedFilters('all', undefined, undefined)).toEqual({});
    expect(feedFilters('stock', 'sell', 'closed')).toEqual({
      asset_type: 'stocks',
      signal_type: 'sell',
      status: 'closed',
    });
  });

  it('a signal matches when every set filter agrees', () => {
    const s = signal({ asset_type: 'crypto', type: 'buy', status: 'active' });
    expect(matchesFilters(s, {})).toBe(true);
    expect(matchesFilters(s, { asset_type: 'crypto', status: 'active' })).toBe(true);
    expect(matchesFilters(s, { signal_type: 'sell' })).toBe(false);
    expect(matchesFilters(s, { status: 'closed' })).toBe(false);
  });
});

describe('feed pages', () => {
  it('page 1 replaces the list; later pages append without repeating a signal', () => {
    const [a, b, c] = newestFirst([signal(), signal(), signal()]) as [
      ReturnType<typeof signal>,
      ReturnType<typeof signal>,
      ReturnType<typeof signal>,
    ];
    const first = receivePage(INITIAL_FEED, { data: [a, b], page: 1, limit: 2, total: 3 });
    expect(first).toMatchObject({ phase: 'ready', items: [a, b], total: 3, pages: 1 });
    expect(hasMore(first)).toBe(true);
    // a live insert shifted the server's pages: page 2 repeats b
    const second = receivePage(first, { data: [b, c], page: 2, limit: 2, total: 3 });
    expect(second.items.map((s) => s.id)).toEqual([a.id, b.id, c.id]);
    expect(hasMore(second)).toBe(false);
  });
});

describe('live events merged into the feed', () => {
  it('a new signal that matches the filters goes on top and counts in the total', () => {
    const state = ready();
    const fresh = signal({ created_at: '2030-01-01T00:00:00.000Z' });
    const next = applyLiveEvents(state, [{ type: 'signal.created', signal: fresh }], {});
    expect(next.items[0]).toBe(fresh);
    expect(next.total).toBe(state.total + 1);
  });

  it('a new signal outside the filters is ignored (same object back: no render)', () => {
    const state = ready();
    const other = signal({ asset_type: 'crypto', created_at: '2030-01-01T00:00:00.000Z' });
    expect(
      applyLiveEvents(state, [{ type: 'signal.created', signal: other }], { asset_type: 'forex' }),
    ).toBe(state);
  });

  it('an update replaces the signal in place (status and result changes)', () => {
    const state = ready();
    const target = state.items[1]!;
    const closed = { ...target, status: 'closed' as const, result: 'profit' as const };
    const next = applyLiveEvents(state, [{ type: 'signal.updated', signal: closed }], {});
    expect(next.items[1]).toEqual(closed);
    expect(next.items).toHaveLength(3);
  });

  it('an update that no longer matches (closed while showing active ones) leaves the list', () => {
    const state = ready();
    const target = state.items[0]!;
    const next = applyLiveEvents(
      state,
      [{ type: 'signal.updated', signal: { ...target, status: 'closed', result: 'loss' } }],
      { status: 'active' },
    );
    expect(next.items.map((s) => s.id)).not.toContain(target.id);
    expect(next.total).toBe(2);
  });

  it('an update that now matches (pending became active) appears at its place by time', () => {
    const items = newestFirst([signal(), signal()]);
    const state = ready(items);
    const between = signal({
      status: 'active',
      created_at: new Date(
        (Date.parse(items[0]!.created_at) + Date.parse(items[1]!.created_at)) / 2,
      ).toISOString(),
    });
    const next = applyLiveEvents(state, [{ type: 'signal.updated', signal: between }], {
      status: 'active',
    });
    expect(next.items.map((s) => s.id)).toEqual([items[0]!.id, between.id, items[1]!.id]);
  });

  it('a signal older than the loaded pages is counted, not shown out of place', () => {
    const items = newestFirst([signal(), signal()]);
    const state = ready(items, 10);
    const old = signal({ created_at: '2000-01-01T00:00:00.000Z' });
    const next = applyLiveEvents(state, [{ type: 'signal.created', signal: old }], {});
    expect(next.items.map((s) => s.id)).not.toContain(old.id);
    expect(next.total).toBe(11);
  });

  it('a locked copy of a signal the viewer sees in full keeps its levels (decision 0052)', () => {
    const full = signal({ is_premium: true, required_plan_id: 2 });
    const locked = lockedSignal({
      id: full.id,
      created_at: full.created_at,
      status: 'closed',
      result: 'profit',
    });
    const merged = mergeSignal(full, locked);
    expect(merged).toMatchObject({
      locked: false,
      entry_price: full.entry_price,
      stop_loss: full.stop_loss,
      take_profit: full.take_profit,
      status: 'closed',
      result: 'profit',
    });
    // the full copy after the locked one wins outright
    expect(mergeSignal(locked, full)).toBe(full);
  });

  it('events wait while the first page loads (nothing applied to a loading feed)', () => {
    const event = { type: 'signal.created' as const, signal: signal() };
    expect(applyLiveEvents(INITIAL_FEED, [event], {})).toBe(INITIAL_FEED);
  });

  it(`keeps at most ${MAX_FEED_ITEMS} signals however many arrive live`, () => {
    let state = ready();
    const events = Array.from({ length: MAX_FEED_ITEMS + 50 }, (_, i) => ({
      type: 'signal.created' as const,
      signal: signal({ created_at: new Date(Date.UTC(2031, 0, 1) + i * 1000).toISOString() }),
    }));
    state = applyLiveEvents(state, events, {});
    expect(state.items).toHaveLength(MAX_FEED_ITEMS);
    expect(state.total).toBe(3 + MAX_FEED_ITEMS + 50);
    expect(state.items[0]!.id).toBe(events.at(-1)!.signal.id);
  });
});
