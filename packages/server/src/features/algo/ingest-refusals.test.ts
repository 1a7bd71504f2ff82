// Trade ingestion keeps the good trades (docs/decisions/0275-closed-request-schemas.md): one trade
// dated year +275760 or -1, or with a profit no account makes, no longer fails the batch with a 500.
// Each trade is checked on its own; the refused ones are listed with their index, ticket and a
// reason in plain words, and the rest are stored together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlgoBuyResponse, IngestResponse } from '@savdo/contract';
import { checkIngestTrade } from './ingest-check';
import { call, type TestServer, startTestServer } from '../../../../../tests/kit/server/helpers';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { trades: [100] });
});
afterAll(async () => server.close());

const trade = (ticket: string, overrides: Record<string, unknown> = {}) => ({
  ticket,
  symbol: 'XAUUSD',
  type: 'buy',
  volume: 0.1,
  open_time: '2026-02-03T08:00:00Z',
  open_price: 2000,
  close_time: '2026-02-03T12:00:00Z',
  close_price: 2010,
  profit: 10,
  ...overrides,
});

async function bridge() {
  const { token } = await buyer(server);
  const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
    token,
    json: { fields: GOOD_FIELDS },
  });
  const { id, bridge_key } = bought.body.result.expert_advisor;
  const post = (trades: unknown[]) =>
    call<IngestResponse>(server, 'POST', '/algo-trade/ingest/trades', {
      json: { trades },
      headers: { 'x-savdo-ea-key': bridge_key },
    });
  const stored = async () =>
    (
      await server.db.query<{ ticket: string }>(
        'SELECT ticket FROM algo_trades WHERE expert_advisor_id = $1 ORDER BY ticket',
        [id],
      )
    ).rows.map((r) => r.ticket);
  return { post, stored };
}

describe('a batch with bad trades stores the good ones and lists the bad', () => {
  it('3 good trades and 2 bad (year 275760, year -1): 3 stored, 2 listed with index and reason', async () => {
    const { post, stored } = await bridge();
    const res = await post([
      trade('1'),
      trade('2', { open_time: '+275760-09-13T00:00:00.000Z', close_time: null, close_price: null }),
      trade('3'),
      trade('4', { open_time: '-000001-01-01T00:00:00.000Z' }),
      trade('5'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      accepted: 3,
      duplicates: 0,
      refused: [
        { index: 1, ticket: '2', reason: 'open_time is more than a day ahead of now' },
        { index: 3, ticket: '4', reason: 'open_time is before 1970' },
      ],
    });
    expect(await stored()).toEqual(['1', '3', '5']);
  });

  it('a huge or not finite profit, a missing field, an unknown key and a blank ticket are refused alone', async () => {
    const { post, stored } = await bridge();
    const res = await post([
      trade('10', { profit: 1e300 }),
      // JSON has no NaN: a bridge's NaN arrives as null.
      trade('11', { profit: Number.NaN }),
      trade('12', { profit: undefined }),
      trade('13', { magic: 42 }),
      trade('   '),
      trade('14', { close_time: '2026-02-03T07:00:00Z' }),
      trade('15', { close_time: '3026-01-01T00:00:00Z' }),
      'not a trade',
      trade('16'),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.result.accepted).toBe(1);
    expect(res.body.result.refused).toEqual([
      { index: 0, ticket: '10', reason: 'profit is out of range' },
      { index: 1, ticket: '11', reason: 'profit must be a number' },
      { index: 2, ticket: '12', reason: 'profit is missing' },
      { index: 3, ticket: '13', reason: 'magic is not a known field' },
      { index: 4, ticket: '   ', reason: 'ticket is empty' },
      { index: 5, ticket: '14', reason: 'close_time is before open_time' },
      { index: 6, ticket: '15', reason: 'close_time is more than a day ahead of now' },
      { index: 7, ticket: '', reason: 'the trade must be an object' },
    ]);
    expect(await stored()).toEqual(['16']);
  });

  it('a batch of only bad trades stores nothing and still answers 200 with each listed', async () => {
    const { post, stored } = await bridge();
    const res = await post([trade('20', { open_time: 'yesterday' })]);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      accepted: 0,
      duplicates: 0,
      refused: [{ index: 0, ticket: '20', reason: 'open_time is not a date' }],
    });
    expect(await stored()).toEqual([]);
  });
});

describe('the trade check', () => {
  it('takes a trade from 1970 up to one day ahead of now, and nothing outside', () => {
    const now = Date.UTC(2026, 10, 29);
    const at = (iso: string) =>
      checkIngestTrade(trade('1', { open_time: iso, close_time: iso }), now);
    expect(at('1970-01-01T00:00:00Z')).toHaveProperty('row');
    expect(at('2026-11-29T23:59:59Z')).toHaveProperty('row');
    expect(at('1969-12-31T23:59:59Z')).toEqual({ reason: 'open_time is before 1970' });
    expect(at('2026-11-30T00:00:01Z')).toEqual({
      reason: 'open_time is more than a day ahead of now',
    });
  });
});
