// The analytics page: each section shows its own figures from its own call (signal results,
// balance, learning, algo bots' gains), fails on its own with try again, and the journal's
// statistics show first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { MyPurchasesResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { login, resetCoreConfig, resetLive } from '@savdo/core';
import { Analytics } from '@savdo/widgets/analytics';
import {
  failure,
  journalRoutes,
  ledgerRoutes,
  makeJournalEntry,
  makeExpertAdvisor,
  makeLedgerEntry,
  makeSignalStats,
  ok,
  type RouteTable,
} from '../../../../tests/kit';
import { installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { drawn, resetDrawn } from '../../../../tests/kit/fake-lightweight-charts';

// Both charts of the page import the library in the same task: a plain object from the factory
// (not the fake's module namespace) is what every import of the mocked library gets.
vi.mock('lightweight-charts', async () => ({
  ...(await import('../../../../tests/kit/fake-lightweight-charts')),
}));

afterEach(() => {
  resetLive();
  resetCoreConfig();
});

const courseStats: VideoCourseStatsResponse = {
  result: {
    courses_started: 2,
    courses_completed: 1,
    lessons_completed: 9,
    total_lessons: 12,
    progress_percent: 75,
    continue_watching: null,
  },
};

async function setUp(overrides: RouteTable = {}) {
  resetLive();
  resetDrawn();
  await resetAll('en');
  resetCoreConfig();
  installFakeSocket();
  const advisors: MyPurchasesResponse = {
    result: {
      data: [
        makeExpertAdvisor({ id: 1, name: 'Trend Rider', gain_percent: 12.5, profit: 250 }),
        makeExpertAdvisor({ id: 2, name: 'Grid Pro', gain_percent: -3.25, profit: -40 }),
      ],
      page: 1,
      limit: 50,
      total: 2,
    },
  };
  fakeApi({
    'GET /dashboard/trading-signal/stats': () =>
      ok({
        result: makeSignalStats({
          win_rate: 62.5,
          closed_signals: 8,
          profit_count: 5,
          loss_count: 3,
        }),
      }),
    'GET /dashboard/video-course/stats': () => ok(courseStats),
    'GET /algo-trade/my-purchases': () => ok(advisors),
    ...journalRoutes({
      entries: [
        makeJournalEntry({ id: 1, trade_date: '2026-11-20', pnl: 120, risk: 60, win: true }),
        makeJournalEntry({ id: 2, trade_date: '2026-11-21', pnl: -40, risk: 40, win: false }),
      ],
      forms: [],
    }),
    ...ledgerRoutes({
      entries: [
        makeLedgerEntry({ id: 3, balance_after: 1_500_000, created_at: '2026-11-22T10:00:00Z' }),
        makeLedgerEntry({ id: 2, balance_after: 1_000_000, created_at: '2026-11-21T10:00:00Z' }),
      ],
    }),
    ...overrides,
  });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
}

describe('Analytics', () => {
  it('shows signal results, balance, learning progress and algo gains with their charts', async () => {
    await setUp();
    render(<Analytics />);
    expect(await screen.findByText('62.5%')).toBeTruthy();
    expect(await screen.findByText(/9 of 12 lessons/)).toBeTruthy();
    expect(await screen.findByText('+12.50%')).toBeTruthy();
    expect(screen.getByText('-3.25%')).toBeTruthy();
    expect(screen.getByText('210.00')).toBeTruthy(); // total profit 250 - 40
    await waitFor(() => expect(drawn.series.filter((s) => s.kind === 'Area')).toHaveLength(2));
    const areas = drawn.series.filter((s) => s.kind === 'Area');
    const journalCurve = areas.find((s) => JSON.stringify(s.data).includes('"value":120'));
    const balance = areas.find((s) => s !== journalCurve);
    // The journal's cumulative P&L by trade date.
    expect(journalCurve!.data).toEqual([
      { time: Date.UTC(2026, 10, 20) / 1000, value: 120 },
      { time: Date.UTC(2026, 10, 21) / 1000, value: 80 },
    ]);
    expect(balance!.data).toEqual([
      { time: Date.UTC(2026, 10, 21, 10) / 1000, value: 1_000_000 },
      { time: Date.UTC(2026, 10, 22, 10) / 1000, value: 1_500_000 },
    ]);
    // The journal's section comes first.
    const root = document.querySelector('[part="root"]')!;
    const journal = root.querySelector('[part="journal"]')!;
    expect(journal.textContent).toContain('Trading journal');
    expect(journal.textContent).toContain('$80.00'); // total P&L 120 - 40
    expect(journal.textContent).toContain('50.0%'); // one win of two
    expect(root.querySelector('[part="journal"] ~ div [part="signals"]')).toBeTruthy();
    // Each section's title is an h2 under the page's h1: no heading level is skipped.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.id)).toEqual(
      expect.arrayContaining(['analytics-journal', 'analytics-signals', 'analytics-balance']),
    );
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('a section that fails shows its own message and try again; the others still show', async () => {
    await setUp({ 'GET /algo-trade/my-purchases': () => failure(503) });
    render(<Analytics />);
    expect(await screen.findByText('Failed to load your expert advisors')).toBeTruthy();
    expect(await screen.findByText('62.5%')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
  });

  it('every drawn chart credits TradingView, in the frame every chart of ours shares', async () => {
    await setUp();
    render(<Analytics />);
    // The journal's curve and the balance (the signals' chart needs results over time).
    await waitFor(() =>
      expect(document.querySelectorAll('figure[data-phase="ready"]').length).toBeGreaterThanOrEqual(
        2,
      ),
    );
    for (const chart of document.querySelectorAll('figure[data-phase="ready"]'))
      expect(chart.querySelector('a[href*="tradingview.com"]')).toBeTruthy();
    // The library's own logo stays off: it injects a <style> without the page's nonce.
    for (const options of drawn.chartOptions)
      expect((options.layout as { attributionLogo: boolean }).attributionLogo).toBe(false);
  });

  it('the charts label months in the interface language (Chromium has no Uzbek month names)', async () => {
    await setUp();
    render(<Analytics />);
    await waitFor(() => expect(drawn.chartOptions.length).toBeGreaterThanOrEqual(2));
    for (const options of drawn.chartOptions) {
      const format = (options.timeScale as { tickMarkFormatter: (t: number, k: number) => string })
        .tickMarkFormatter;
      // Set up in English: November is 'Nov' (kind 1: a month tick).
      expect(format(Date.UTC(2026, 10, 21) / 1000, 1)).toBe('Nov');
    }
  });

  it("the journal's section fails on its own with the journal's message", async () => {
    await setUp({ 'GET /trading-journal/stats': () => failure(503) });
    render(<Analytics />);
    expect(await screen.findByText('Failed to load the journal statistics')).toBeTruthy();
    expect(await screen.findByText('62.5%')).toBeTruthy();
  });
});
