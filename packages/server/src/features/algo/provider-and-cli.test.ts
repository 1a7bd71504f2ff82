// A provider payment's `algo_trade_data` buys the expert advisor when it lands (the purpose
// order-purpose.ts stores goes through the algo_trade purchasable); the admin command line lists
// expert advisors and moves one's status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPurpose, purposeOf } from '../payments/order-purpose';
import { purchaseIn } from '../purchases/service';
import {
  call,
  makeUser,
  runAdminOn,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
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
  bot = await buildBot(server);
});
afterAll(async () => server.close());

describe('the provider path', () => {
  it('algo_trade_data { algo_trade_id, plan_id, fields } is checked and bought', async () => {
    const user = await makeUser(server, { balance: 2_000_000 });
    const catalog = server.app.ctx.purchases;
    const bad = purposeOf({
      amount: 750_000,
      algo_trade_data: { algo_trade_id: bot.id, plan_id: bot.plans[1], fields: { risk: 3 } },
    } as never);
    expect(bad).not.toBeNull();
    await expect(checkPurpose(server.db, catalog, user.id, bad!)).rejects.toThrow(/is required/);
    const good = purposeOf({
      amount: 750_000,
      algo_trade_data: { algo_trade_id: bot.id, plan_id: bot.plans[1], fields: GOOD_FIELDS },
    } as never);
    await checkPurpose(server.db, catalog, user.id, good!);
    const done = await server.db.transaction((tx) =>
      purchaseIn(tx, catalog, {
        userId: user.id,
        kind: good!.kind,
        itemId: good!.item_id,
        options: good!.options,
      }),
    );
    expect(done.purchase.charged).toBe(750_000);
    const { rows } = await server.db.query<{ status: string; plan_id: number }>(
      'SELECT status, plan_id FROM expert_advisors WHERE purchase_id = $1',
      [done.purchase.id],
    );
    expect(rows[0]).toEqual({ status: 'in_progress', plan_id: bot.plans[1] });
  });
});

describe('the admin command line', () => {
  it('ea-list and ea-status', async () => {
    const { token } = await buyer(server);
    const bought = await call<{ result: { expert_advisor: { id: number } } }>(
      server,
      'POST',
      `/algo-trade/${bot.id}/purchase`,
      { token, json: { fields: GOOD_FIELDS } },
    );
    const id = bought.body.result.expert_advisor.id;
    const listed = await runAdminOn(server.db, 'ea-list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${id}`);
    const changed = await runAdminOn(server.db, 'ea-status', String(id), 'active');
    expect(changed.code).toBe(0);
    const status = await call<{ result: { status: string } }>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/status`,
      { token },
    );
    expect(status.body.result.status).toBe('active');
    expect((await runAdminOn(server.db, 'ea-status', String(id), 'bogus')).code).toBe(2);
  });
});

describe('expiry', () => {
  it('an expert advisor past its plan is deactivated by the expiry job', async () => {
    const { expiryJob } = await import('./expiry-job');
    const { token } = await buyer(server);
    const bought = await call<{ result: { expert_advisor: { id: number } } }>(
      server,
      'POST',
      `/algo-trade/${bot.id}/purchase`,
      { token, json: { fields: GOOD_FIELDS } },
    );
    const id = bought.body.result.expert_advisor.id;
    await server.db.query(
      "UPDATE expert_advisors SET expires_at = now() - interval '1 day' WHERE id = $1",
      [id],
    );
    await expiryJob.run(server.app.ctx);
    const status = await call<{ result: { status: string } }>(
      server,
      'GET',
      `/algo-trade/my-purchases/${id}/status`,
      { token },
    );
    expect(status.body.result.status).toBe('deactivated');
  });
});
