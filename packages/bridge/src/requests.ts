/**
 * The bridge's requests, built from request-shapes.json exactly as SavdoBridge.mq4/.mq5 build
 * them (field order, header, paths): the simulator sends these, and
 * packages/bridge/src/request-shapes.test.ts checks both sides against the one fixture.
 */
import { readFileSync } from 'node:fs';

export interface RequestShapes {
  apiPrefix: string;
  keyHeader: string;
  contentType: string;
  heartbeat: { method: string; path: string; fields: string[] };
  trades: { method: string; path: string; envelope: string[]; maxBatch: number; fields: string[] };
  retry: { firstDelaySeconds: number; maxDelaySeconds: number };
}

export const SHAPES = JSON.parse(
  readFileSync(new URL('../request-shapes.json', import.meta.url), 'utf8'),
) as RequestShapes;

export interface BridgeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface SimulatedAccount {
  platform: 'MT4' | 'MT5';
  login: string;
  server: string;
  balance: number;
  equity: number;
}

/** Keys in the fixture's order, as the MQL string building writes them. */
function ordered(fields: string[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in values)) throw new Error(`The simulator has no value for ${field}`);
    out[field] = values[field];
  }
  return out;
}

function request(origin: string, key: string, path: string, body: Record<string, unknown>) {
  return {
    method: 'POST',
    url: `${origin.replace(/\/$/, '')}${SHAPES.apiPrefix}${path}`,
    headers: { 'Content-Type': SHAPES.contentType, [SHAPES.keyHeader]: key },
    body,
  };
}

/** "2026.11.29 10:00:00": TimeToString(TimeCurrent(), TIME_DATE | TIME_SECONDS). */
export function terminalTime(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}.${p(date.getUTCMonth() + 1)}.${p(date.getUTCDate())} ` +
    `${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:${p(date.getUTCSeconds())}`
  );
}

export function heartbeatRequest(
  origin: string,
  key: string,
  account: SimulatedAccount,
  now: Date,
): BridgeRequest {
  return request(
    origin,
    key,
    SHAPES.heartbeat.path,
    ordered(SHAPES.heartbeat.fields, { ...account, terminal_time: terminalTime(now) }),
  );
}

export interface SimulatedTrade {
  ticket: string;
  symbol: string;
  type: 'buy' | 'sell';
  volume: number;
  open_time: string;
  open_price: number;
  close_time: string;
  close_price: number;
  profit: number;
  commission: number;
  swap: number;
}

/** Batches of at most maxBatch trades, each wrapped as the bridge's TradesEnvelope does. */
export function tradeRequests(
  origin: string,
  key: string,
  trades: readonly SimulatedTrade[],
): BridgeRequest[] {
  const out: BridgeRequest[] = [];
  for (let i = 0; i < trades.length; i += SHAPES.trades.maxBatch) {
    const batch = trades
      .slice(i, i + SHAPES.trades.maxBatch)
      .map((t) => ordered(SHAPES.trades.fields, { ...t }));
    const [envelope] = SHAPES.trades.envelope;
    out.push(request(origin, key, SHAPES.trades.path, { [envelope ?? 'trades']: batch }));
  }
  return out;
}

/** A few closed trades of the last hours, whole-second ISO UTC times as IsoUtc() prints. */
export function sampleTrades(count: number, now: Date, seed = 1): SimulatedTrade[] {
  const iso = (ms: number) =>
    new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000', '');
  return Array.from({ length: count }, (_, i) => {
    const open = now.getTime() - (count - i + 1) * 3_600_000;
    const win = (i + seed) % 3 !== 0;
    return {
      ticket: String(900_000 + seed * 1000 + i),
      symbol: i % 2 ? 'XAUUSD' : 'EURUSD',
      type: i % 2 ? 'sell' : 'buy',
      volume: 0.1,
      open_time: iso(open),
      open_price: i % 2 ? 2650.5 : 1.0812,
      close_time: iso(open + 1_800_000),
      close_price: i % 2 ? 2648.1 : 1.0831,
      profit: win ? 24.5 : -11.2,
      commission: -0.7,
      swap: 0,
    };
  });
}

/** The bridge's backoff: 5 s, then twice as long each time, at most the fixture's maximum. */
export function nextDelay(previous: number): number {
  return previous === 0
    ? SHAPES.retry.firstDelaySeconds
    : Math.min(previous * 2, SHAPES.retry.maxDelaySeconds);
}
