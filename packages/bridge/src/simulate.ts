/**
 * `npm run bridge:simulate -- --key <bridge key> --origin <https://…> [--platform MT5]
 * [--login 12345678] [--server Broker-Server] [--trades 3] [--balance 1000]`: does what the
 * terminal bridge does (packages/bridge/README.md), from Node: one heartbeat, then closed trades
 * in batches, each retried with the bridge's backoff. Prints each answer; exits 1 on a failure.
 * The key is an expert advisor's or a copy follow's (its trades become the follow's copied trades).
 */
import { parseArgs } from 'node:util';
import {
  heartbeatRequest,
  nextDelay,
  sampleTrades,
  tradeRequests,
  type BridgeRequest,
} from './requests';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    origin: { type: 'string' },
    platform: { type: 'string', default: 'MT5' },
    login: { type: 'string', default: '12345678' },
    server: { type: 'string', default: 'Demo-Server' },
    trades: { type: 'string', default: '3' },
    balance: { type: 'string', default: '1000' },
    retries: { type: 'string', default: '3' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const key =
  values.key ?? fail('--key is required (the bridge key from My Expert Advisors or My copies)');
const origin = values.origin ?? fail('--origin is required (e.g. http://localhost:3000)');
const platform = values.platform === 'MT4' ? 'MT4' : 'MT5';
if (values.platform !== platform) fail('--platform is MT4 or MT5');
const count = Number(values.trades);
const balance = Number(values.balance);
const retries = Number(values.retries);

const sleep = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));

async function send(request: BridgeRequest): Promise<unknown> {
  let delay = 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: JSON.stringify(request.body),
      });
      const answer: unknown = await res.json().catch(() => null);
      // A wrong key or a refused shape does not get better by retrying (as the bridge stops at 401).
      if (res.status === 200) return answer;
      if (res.status < 500)
        fail(`${request.url} answered ${res.status}: ${JSON.stringify(answer)}`);
      console.error(`${request.url} answered ${res.status}`);
    } catch (error) {
      console.error(`${request.url}: ${String(error)}`);
    }
    if (attempt >= retries) fail(`${request.url}: giving up after ${attempt + 1} attempts`);
    delay = nextDelay(delay);
    await sleep(delay);
  }
}

const now = new Date();
const profit = sampleTrades(count, now).reduce((sum, t) => sum + t.profit, 0);
const account = {
  platform,
  login: values.login,
  server: values.server,
  balance,
  equity: balance + profit,
} as const;
console.log('heartbeat', JSON.stringify(await send(heartbeatRequest(origin, key, account, now))));
for (const request of tradeRequests(origin, key, sampleTrades(count, now)))
  console.log('trades', JSON.stringify(await send(request)));
