// Journal statistics (docs/decisions/0200-journal-entries-and-images.md) against hand-computed
// values: every figure, the empty journal (nulls, never NaN), no losses (profit factor null),
// streaks, curve and daily P&L.
import { describe, expect, it } from 'vitest';
import { journalStatistics, type StatsEntry } from './statistics';

let id = 0;
const e = (trade_date: string, pnl: number, risk: number, win = pnl > 0): StatsEntry => ({
  id: ++id,
  trade_date,
  pnl,
  risk,
  win,
});

// Given out of order on purpose: trade order is by date, then by id.
const SAMPLE = [
  e('2026-01-03', -50, 50), // id 1
  e('2026-01-01', 100, 50), // id 2
  e('2026-01-02', 150, 50), // id 3
  e('2026-01-03', 0, 0, true), // id 4, break-even counted as a win, no risk
  e('2026-01-04', -25, 50), // id 5
  e('2026-01-05', -25, 25), // id 6
];

describe('journalStatistics', () => {
  const s = journalStatistics(SAMPLE);

  it('win rate, counts, total and average P&L', () => {
    // wins: 100, 150, 0 -> 3 of 6
    expect(s).toMatchObject({ trades: 6, wins: 3, losses: 3, win_rate: 50 });
    // 100 + 150 - 50 + 0 - 25 - 25 = 150
    expect(s.total_pnl).toBe(150);
    expect(s.average_pnl).toBe(25);
    // (100 + 150 + 0) / 3 = 83.333..; (-50 - 25 - 25) / 3 = -33.333..
    expect(s.average_win).toBe(83.33);
    expect(s.average_loss).toBe(-33.33);
  });

  it('profit factor is gross profit over gross loss', () => {
    // 250 / 100
    expect(s.profit_factor).toBe(2.5);
  });

  it('expectancy is win rate x average win + loss rate x average loss', () => {
    // 0.5 * 83.333 + 0.5 * -33.333 = 25
    expect(s.expectancy).toBe(25);
  });

  it('average R skips trades without risk', () => {
    // R: 2, 3, -1, -0.5, -1 -> 2.5 / 5 = 0.5
    expect(s.average_r).toBe(0.5);
  });

  it('largest win and largest loss', () => {
    expect(s.largest_win).toBe(150);
    expect(s.largest_loss).toBe(-50);
  });

  it('streaks in trade order', () => {
    // order: +100 (W), +150 (W), -50 (L, id 1), 0 (W, id 4), -25 (L), -25 (L)
    expect(s.longest_win_streak).toBe(2);
    expect(s.longest_loss_streak).toBe(2);
    expect(s.current_streak).toBe(-2);
  });

  it('cumulative P&L curve in trade order', () => {
    expect(s.curve.map((p) => [p.entry_id, p.cumulative_pnl])).toEqual([
      [2, 100],
      [3, 250],
      [1, 200],
      [4, 200],
      [5, 175],
      [6, 150],
    ]);
  });

  it('daily P&L for the heatmap sums each day', () => {
    expect(s.daily).toEqual([
      { date: '2026-01-01', pnl: 100, trades: 1 },
      { date: '2026-01-02', pnl: 150, trades: 1 },
      { date: '2026-01-03', pnl: -50, trades: 2 },
      { date: '2026-01-04', pnl: -25, trades: 1 },
      { date: '2026-01-05', pnl: -25, trades: 1 },
    ]);
  });

  it('an empty journal has nulls and zeros, never NaN', () => {
    const empty = journalStatistics([]);
    expect(empty).toEqual({
      trades: 0,
      wins: 0,
      losses: 0,
      win_rate: null,
      total_pnl: 0,
      average_pnl: null,
      average_win: null,
      average_loss: null,
      profit_factor: null,
      expectancy: null,
      average_r: null,
      largest_win: null,
      largest_loss: null,
      longest_win_streak: 0,
      longest_loss_streak: 0,
      current_streak: 0,
      curve: [],
      daily: [],
    });
    expect(JSON.stringify(empty)).not.toMatch(/NaN|Infinity/);
  });

  it('profit factor is null with no losses; average R null without risk', () => {
    const s2 = journalStatistics([e('2026-02-01', 10, 0), e('2026-02-02', 20, 0)]);
    expect(s2.profit_factor).toBeNull();
    expect(s2.average_r).toBeNull();
    expect(s2.average_loss).toBeNull();
    expect(s2.largest_loss).toBeNull();
    expect(s2.win_rate).toBe(100);
    expect(s2.current_streak).toBe(2);
  });

  it('sums money to the cent without float noise', () => {
    const s3 = journalStatistics([e('2026-03-01', 0.1, 1), e('2026-03-01', 0.2, 1)]);
    expect(s3.total_pnl).toBe(0.3);
    expect(s3.daily[0]?.pnl).toBe(0.3);
  });
});
