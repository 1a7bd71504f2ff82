// @vitest-environment node
// One fixture of the bridge's requests (packages/bridge/request-shapes.json;
// docs/decisions/0282-expert-advisor-delivery.md) checked against everything that speaks it: the
// JSON SavdoBridge.mq4 and SavdoBridge.mq5 build (field names and order, header, paths), the
// Node simulator, and the server's contract (the closed request schemas).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_HEARTBEAT_PATH,
  BRIDGE_KEY_HEADER,
  BRIDGE_TRADES_PATH,
  HeartbeatBodySchema,
  IngestBodySchema,
  IngestTradeSchema,
} from '@savdo/contract';
import { SHAPES, heartbeatRequest, nextDelay, sampleTrades, tradeRequests } from './requests';

const mql = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

/** The body of an MQL function, from its signature to the closing brace at line start. */
function functionBody(source: string, name: string): string {
  const start = source.search(new RegExp(`^string ${name}\\(`, 'm'));
  if (start < 0) throw new Error(`${name} not found`);
  const end = source.indexOf('\n  }\n', start);
  return source.slice(start, end);
}

/** The JSON keys a function writes: each `\"name\":` in its string literals, in order. */
const jsonKeys = (body: string) => [...body.matchAll(/\\"([a-z_]+)\\":/g)].map((m) => m[1]);

const define = (source: string, name: string) =>
  new RegExp(`#define ${name}\\s+"([^"]+)"`).exec(source)?.[1];

describe.each(['SavdoBridge.mq4', 'SavdoBridge.mq5'])('%s', (file) => {
  const source = mql(file);

  it('writes the heartbeat fields of the fixture, in its order', () => {
    expect(jsonKeys(functionBody(source, 'HeartbeatJson'))).toEqual(SHAPES.heartbeat.fields);
  });

  it('writes the trade fields of the fixture, in its order, inside its envelope', () => {
    expect(jsonKeys(functionBody(source, 'TradeJson'))).toEqual(SHAPES.trades.fields);
    expect(jsonKeys(functionBody(source, 'TradesEnvelope'))).toEqual(SHAPES.trades.envelope);
  });

  it('posts to the fixture’s paths with its key header and batch size', () => {
    expect(define(source, 'SAVDO_HEARTBEAT_PATH')).toBe(SHAPES.apiPrefix + SHAPES.heartbeat.path);
    expect(define(source, 'SAVDO_TRADES_PATH')).toBe(SHAPES.apiPrefix + SHAPES.trades.path);
    expect(source).toContain(`${SHAPES.keyHeader}: " + SavdoKey`);
    expect(source).toContain(`Content-Type: ${SHAPES.contentType}`);
    expect(source).toMatch(new RegExp(`#define SAVDO_MAX_BATCH\\s+${SHAPES.trades.maxBatch}\\b`));
    expect(source).toMatch(
      new RegExp(`#define SAVDO_FIRST_DELAY\\s+${SHAPES.retry.firstDelaySeconds}\\b`),
    );
    expect(source).toMatch(
      new RegExp(`#define SAVDO_MAX_DELAY\\s+${SHAPES.retry.maxDelaySeconds}\\b`),
    );
  });

  it('names its own platform in the heartbeat', () => {
    expect(functionBody(source, 'HeartbeatJson')).toContain(
      `\\"platform\\":\\"${file.endsWith('.mq4') ? 'MT4' : 'MT5'}\\"`,
    );
  });
});

describe('the fixture and the server contract', () => {
  it('lists exactly the fields of the closed request schemas, header and paths', () => {
    expect([...SHAPES.heartbeat.fields].sort()).toEqual(
      Object.keys(HeartbeatBodySchema.properties).sort(),
    );
    expect([...SHAPES.trades.fields].sort()).toEqual(
      Object.keys(IngestTradeSchema.properties).sort(),
    );
    expect(SHAPES.trades.envelope).toEqual(Object.keys(IngestBodySchema.properties));
    expect(SHAPES.heartbeat.path).toBe(BRIDGE_HEARTBEAT_PATH);
    expect(SHAPES.trades.path).toBe(BRIDGE_TRADES_PATH);
    expect(SHAPES.keyHeader.toLowerCase()).toBe(BRIDGE_KEY_HEADER);
  });
});

describe('the simulator', () => {
  const now = new Date(Date.UTC(2026, 10, 29, 10, 0, 0));
  const account = {
    platform: 'MT5',
    login: '1',
    server: 'S',
    balance: 1000,
    equity: 1001,
  } as const;

  it('sends the heartbeat with the fixture’s fields in order, path and header', () => {
    const req = heartbeatRequest('http://x.test/', 'ea_key', account, now);
    expect(req.url).toBe(`http://x.test${SHAPES.apiPrefix}${SHAPES.heartbeat.path}`);
    expect(req.headers[SHAPES.keyHeader]).toBe('ea_key');
    expect(Object.keys(req.body)).toEqual(SHAPES.heartbeat.fields);
    expect(req.body.terminal_time).toBe('2026.11.29 10:00:00');
  });

  it('sends trades in batches of the fixture’s size with its fields in order', () => {
    const reqs = tradeRequests(
      'http://x.test',
      'ea_key',
      sampleTrades(SHAPES.trades.maxBatch + 1, now),
    );
    expect(reqs).toHaveLength(2);
    const [first] = reqs;
    expect(first?.url).toBe(`http://x.test${SHAPES.apiPrefix}${SHAPES.trades.path}`);
    expect(Object.keys(first?.body ?? {})).toEqual(SHAPES.trades.envelope);
    const trades = first?.body.trades as Record<string, unknown>[];
    expect(trades).toHaveLength(SHAPES.trades.maxBatch);
    expect(Object.keys(trades[0] ?? {})).toEqual(SHAPES.trades.fields);
    expect(trades[0]?.open_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('backs off as the bridge does: 5 s, doubling, at most the maximum', () => {
    const delays = [nextDelay(0)];
    for (let i = 0; i < 10; i += 1) delays.push(nextDelay(delays.at(-1) ?? 0));
    expect(delays.slice(0, 4)).toEqual([5, 10, 20, 40]);
    expect(Math.max(...delays)).toBe(SHAPES.retry.maxDelaySeconds);
  });
});
