import { afterEach, describe, expect, it } from 'vitest';
import {
  LIVE_BACKOFF_MAX_MS,
  configureCore,
  liveBackoffDelay,
  liveUrl,
  resetCoreConfig,
} from '@savdo/core';

describe('live socket address', () => {
  afterEach(() => resetCoreConfig());

  it('uses the page origin when the API base is empty, ws: for http:', () => {
    expect(liveUrl(null)).toBe('ws://localhost:3000/api/v1/live');
  });

  it('uses wss: for an https API base and carries the token percent-encoded', () => {
    configureCore({ apiBase: 'https://api.savdo.test/' });
    expect(liveUrl('a.b+c')).toBe('wss://api.savdo.test/api/v1/live?token=a.b%2Bc');
  });

  it('names the last event id the page saw when it has one', () => {
    expect(liveUrl(null, 0)).toBe('ws://localhost:3000/api/v1/live?last_event_id=0');
    expect(liveUrl('t', 42)).toBe('ws://localhost:3000/api/v1/live?token=t&last_event_id=42');
  });
});

describe('live reconnect backoff', () => {
  it('doubles from 1 s and is capped at 8 s', () => {
    const exact = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 40].map((n) => liveBackoffDelay(n, exact))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000,
    ]);
  });

  it('every wait, jitter included, is under 10 s: a page is back on another process within that', () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect(liveBackoffDelay(attempt, () => 1)).toBeLessThan(10_000);
    }
  });

  it('spreads reconnects by ±20 % jitter so pages do not return all at once', () => {
    expect(liveBackoffDelay(0, () => 0)).toBe(800);
    expect(liveBackoffDelay(0, () => 1)).toBe(1_200);
    expect(liveBackoffDelay(10, () => 1)).toBe(LIVE_BACKOFF_MAX_MS * 1.2);
  });
});
