// Copy trading's follow, contract-typed (docs/decisions/0283-copy-trading-follow.md): a
// strategy's page and a fake of the follow calls answering as the server does: the risk rule
// (0.5% to 1%, a 400 naming the field), one follow not stopped per strategy (409), followers
// counted from follows copying now, pause, resume and stop (a stopped one stays stopped).
import {
  COPY_MESSAGES,
  COPY_TRADING,
  type CopiedTrades,
  type CopyFollow,
  type CopyFollowRequest,
  type CopyFollowResponse,
  type CopyFollowsResponse,
  type CopyStrategyDetails,
  type CopyStrategyResponse,
} from '@savdo/contract';
import { makeAlgoTrade, makeCopyStrategy, noConnection } from './algo';
import { failure, ok, type FakeAnswer, type RouteTable } from './fake-api';

export function makeCopyStrategyDetails(
  overrides: Partial<CopyStrategyDetails> = {},
): CopyStrategyDetails {
  return {
    ...makeCopyStrategy({ followers: 0 }),
    author: 'Savdo Labs',
    platforms: ['MT4', 'MT5'],
    equity_curve: [
      { time: '2026-10-01T00:00:00.000Z', balance: 1000, equity: 1000, drawdown_percent: 0 },
      { time: '2026-11-01T00:00:00.000Z', balance: 1100, equity: 1090, drawdown_percent: 0.9 },
    ],
    monthly_returns: [
      { month: '2026-10', gain_percent: 4.5, profit: 45, trades: 20 },
      { month: '2026-11', gain_percent: -1.2, profit: -13, trades: 18 },
    ],
    open_trades: [
      makeAlgoTrade({
        id: 9,
        ticket: 'o-9',
        symbol: 'GBPUSD',
        close_price: null,
        close_time: null,
      }),
    ],
    ...overrides,
  };
}

/** A follow's copied trades: none yet, unless told. */
export function noCopiedTrades(overrides: Partial<CopiedTrades> = {}): CopiedTrades {
  return { trades: 0, open_trades: 0, closed_profit: 0, win_rate: null, recent: [], ...overrides };
}

/** One of my follows with plain defaults (copying, waiting for the terminal). */
export function makeCopyFollow(overrides: Partial<CopyFollow> = {}): CopyFollow {
  return {
    id: 7,
    strategy_id: 1,
    strategy_name: 'Trend Rider',
    translations: {},
    type: 'trend',
    state: 'copying',
    status: 'in_progress',
    platform: 'MT4',
    login: '42',
    server: 'Demo-Server',
    risk: 1,
    bridge_key: 'ea_key_xxxxxxxxxxxxxxxxxxxxxxxx',
    started_at: '2026-11-01T00:00:00.000Z',
    state_changed_at: '2026-11-01T00:00:00.000Z',
    connection: noConnection(),
    copied: noCopiedTrades(),
    ...overrides,
  };
}

export interface CopyServer {
  strategy: CopyStrategyDetails;
  follows: CopyFollow[];
}

export function makeCopyServer(): CopyServer {
  return { strategy: makeCopyStrategyDetails(), follows: [] };
}

const invalid = (field: string, message: string): FakeAnswer => ({
  status: 400,
  body: { message, detail: { [field]: message } },
});

export function copyRoutes(server: CopyServer): RouteTable {
  const followers = () => server.follows.filter((f) => f.state === 'copying').length;
  const change = (id: string, to: CopyFollow['state']): FakeAnswer => {
    const follow = server.follows.find((f) => f.id === Number(id));
    if (!follow) return failure(404, COPY_MESSAGES.followNotFound);
    if (follow.state === 'stopped' && to !== 'stopped') return failure(409, COPY_MESSAGES.stopped);
    follow.state = to;
    return ok<CopyFollowResponse>({ result: follow });
  };
  return {
    'GET /copy-trade/strategies/:id': (request) =>
      Number(request.params.id) === server.strategy.algo_trade_id
        ? ok<CopyStrategyResponse>({ result: { ...server.strategy, followers: followers() } })
        : failure(404, COPY_MESSAGES.strategyNotFound),
    'POST /copy-trade/strategies/:id/follow': (request) => {
      const body = request.body as CopyFollowRequest;
      const { min, max } = COPY_TRADING.riskPerTradePercent;
      if (!(body.risk >= min && body.risk <= max)) return invalid('risk', COPY_MESSAGES.risk);
      const id = Number(request.params.id);
      if (server.follows.some((f) => f.strategy_id === id && f.state !== 'stopped'))
        return failure(409, COPY_MESSAGES.alreadyFollowing);
      const follow: CopyFollow = {
        id: server.follows.length + 1,
        strategy_id: id,
        strategy_name: server.strategy.name,
        translations: server.strategy.translations,
        type: server.strategy.type,
        state: 'copying',
        status: 'in_progress',
        platform: body.platform,
        login: body.login,
        server: body.server,
        risk: body.risk,
        bridge_key: `ea_fake_key_${server.follows.length + 1}_xxxxxxxxxxxx`,
        started_at: '2026-11-28T10:00:00.000Z',
        state_changed_at: '2026-11-28T10:00:00.000Z',
        connection: noConnection(),
        copied: noCopiedTrades(),
      };
      server.follows.unshift(follow);
      return ok<CopyFollowResponse>({ result: follow });
    },
    'GET /copy-trade/follows': () => ok<CopyFollowsResponse>({ result: server.follows }),
    'POST /copy-trade/follows/:id/pause': (r) => change(r.params.id ?? '', 'paused'),
    'POST /copy-trade/follows/:id/resume': (r) => change(r.params.id ?? '', 'copying'),
    'POST /copy-trade/follows/:id/stop': (r) => change(r.params.id ?? '', 'stopped'),
  };
}
