// Algo trading (docs/decisions/0181-expert-advisors-and-the-bridge-key.md): an admin's status
// change of an expert advisor reaches its owner's live socket as `expert_advisor.status` and no one
// else's (another trader, an anonymous socket); a purchase the balance cannot pay is 402 with the
// spec's text, the amount and `shortfall`, and charges nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insufficientBalanceMessage,
  type AlgoBuyResponse,
  type LiveEvent,
  type MyPurchaseResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../../tests/kit/server/live-client';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

function live(token?: string): LiveClient {
  const client = openLive(server.baseUrl, token);
  clients.push(client);
  return client;
}

const statusEvents = (client: LiveClient) =>
  client.events.filter(
    (e): e is Extract<LiveEvent, { type: 'expert_advisor.status' }> =>
      e.type === 'expert_advisor.status',
  );

describe('expert_advisor.status live', () => {
  it("reaches the owner's socket and no one else's", async () => {
    const owner = await buyer(server);
    const stranger = await buyer(server);
    const bought = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
      token: owner.token,
      json: { fields: GOOD_FIELDS },
    });
    expect(bought.status).toBe(200);
    const id = bought.body.result.expert_advisor.id;

    const ownerSocket = live(owner.token);
    const strangerSocket = live(stranger.token);
    const anonymous = live();
    await Promise.all([ownerSocket, strangerSocket, anonymous].map((c) => c.next('hello')));

    const admin = await makeUser(server, { role: 'admin' });
    const adminToken = (await signInAs(server, admin.username, admin.password ?? '')).access_token;
    const changed = await call<MyPurchaseResponse>(
      server,
      'PATCH',
      `/admin/algo-trade/expert-advisors/${id}`,
      { token: adminToken, json: { status: 'paused' } },
    );
    expect(changed.status).toBe(200);

    const event = await ownerSocket.next('expert_advisor.status');
    expect(event).toMatchObject({
      type: 'expert_advisor.status',
      expert_advisor: { id, status: 'paused' },
    });
    // The owner's copy never carries the bridge key (decision 0181).
    expect(JSON.stringify(event)).not.toContain(bought.body.result.expert_advisor.bridge_key);
    await pause(300);
    expect(statusEvents(ownerSocket)).toHaveLength(1);
    expect(statusEvents(strangerSocket)).toHaveLength(0);
    expect(statusEvents(anonymous)).toHaveLength(0);
  });
});

describe('insufficient balance', () => {
  it("is 402 with the spec's text, the amount and shortfall, and charges nothing", async () => {
    const poor = await buyer(server, 100_000);
    const res = await call<{ message: string; shortfall: number; code: string }>(
      server,
      'POST',
      `/algo-trade/${bot.id}/purchase`,
      { token: poor.token, json: { plan_id: bot.plans[0], fields: GOOD_FIELDS } },
    );
    expect(res.status).toBe(402);
    // The cheapest plan is 300,000 UZS: 200,000 short (thousands grouped with a narrow no-break
    // space, as every UZS amount).
    expect(res.body.shortfall).toBe(200_000);
    expect(res.body.message).toBe(insufficientBalanceMessage(200_000));
    expect(res.body.message).toBe(
      'Insufficient balance. You need 200\u202F000 UZS more to purchase this item. Please top up your balance.',
    );
    const me = await call<{ result: { balance: number } }>(server, 'GET', '/users/me', {
      token: poor.token,
    });
    expect(me.body.result.balance).toBe(100_000);
    const mine = await call<{ result: { data: unknown[] } }>(
      server,
      'GET',
      '/algo-trade/my-purchases',
      { token: poor.token },
    );
    expect(mine.body.result.data).toHaveLength(0);
  });
});
