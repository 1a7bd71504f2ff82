// The money path of a top-up on a real database (docs/decisions/0150-payments.md): every credit and
// refund is a ledger row in the same transaction as the provider record; repeated and concurrent
// deliveries credit once; the reconciliation lists what disagrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import type { Db } from '../../db/adapter';
import { parseClickRequest } from './click-protocol';
import { PAYME_TIMEOUT_MS, type PaymeCall } from './payme-protocol';
import { listDisagreements } from './repository';
import { TopUpAmountError, createTopUpOrder, handleClick, handlePayme } from './service';
import { changeBalance } from '../../index';
import { makeUser, openTestDatabase } from '../../../../../tests/kit/server/helpers';
import { exemptFromLedgerCheck } from '../../../../../tests/kit/server/ledger-invariant';
import { clickForm } from '../../../../../tests/kit/server/provider-calls';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

const NOW = Date.now();
let seq = 0;
const paymeId = () => `pm${Date.now().toString(16)}${(seq += 1)}`.padEnd(24, '0');

async function balanceOf(userId: number): Promise<number> {
  const res = await db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [
    userId,
  ]);
  return res.rows[0]?.balance ?? -1;
}
async function ledgerOf(userId: number) {
  const res = await db.query<{ amount: number; reason: string; reference: string }>(
    'SELECT amount, reason, reference FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return res.rows;
}
async function newOrder(provider: 'payme' | 'click', amount = 50_000) {
  const user = await makeUser({ db });
  const order = await createTopUpOrder(db, {
    userId: user.id,
    provider,
    amount,
    productName: 'Balance top-up',
    referenceId: null,
    returnUrl: null,
    purpose: null,
  });
  return { user, order };
}
const payme = (call: PaymeCall, now = NOW) => handlePayme(db, call, now);

describe('top-up orders', () => {
  it('refuse less than 1,000 UZS and fractions (the minimum top-up of docs/product.md "Rules that matter to a trader")', async () => {
    const user = await makeUser({ db });
    const base = {
      userId: user.id,
      provider: 'payme' as const,
      productName: 'x',
      referenceId: null,
      returnUrl: null,
      purpose: null,
    };
    await expect(createTopUpOrder(db, { ...base, amount: 999 })).rejects.toBeInstanceOf(
      TopUpAmountError,
    );
    await expect(createTopUpOrder(db, { ...base, amount: 1000.5 })).rejects.toBeInstanceOf(
      TopUpAmountError,
    );
    await expect(createTopUpOrder(db, { ...base, amount: 1000 })).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('Payme on a real database', () => {
  it('check, create, perform: one credit with its ledger row; Perform again answers the stored result', async () => {
    const { user, order } = await newOrder('payme');
    const account = { order_id: String(order.id) };
    expect(
      (await payme({ method: 'CheckPerformTransaction', params: { amount: 5_000_000, account } }))
        .outcome,
    ).toEqual({
      result: { allow: true },
    });
    const id = paymeId();
    const created = await payme({
      method: 'CreateTransaction',
      params: { id, time: NOW, amount: 5_000_000, account },
    });
    expect(created.outcome).toMatchObject({ result: { state: 1 } });
    const again = await payme(
      { method: 'CreateTransaction', params: { id, time: NOW, amount: 5_000_000, account } },
      NOW + 50,
    );
    expect(again.outcome).toEqual(created.outcome);

    const performed = await payme({ method: 'PerformTransaction', params: { id } }, NOW + 100);
    expect(performed.outcome).toMatchObject({ result: { state: 2, perform_time: NOW + 100 } });
    expect(performed.moved).toEqual({ userId: user.id, balance: 50_000 });
    const repeat = await payme({ method: 'PerformTransaction', params: { id } }, NOW + 900);
    expect(repeat.outcome).toEqual(performed.outcome);
    expect(repeat.moved).toBeNull();
    expect(await balanceOf(user.id)).toBe(50_000);
    expect(await ledgerOf(user.id)).toEqual([
      { amount: 50_000, reason: 'Top-up via Payme', reference: `payme:${id}` },
    ]);
  });

  it('ten concurrent Perform deliveries credit once', async () => {
    const { user, order } = await newOrder('payme', 20_000);
    const id = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: { id, time: NOW, amount: 2_000_000, account: { order_id: String(order.id) } },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => payme({ method: 'PerformTransaction', params: { id } })),
    );
    expect(answers.filter((a) => a.moved).length).toBe(1);
    expect(await balanceOf(user.id)).toBe(20_000);
    expect((await ledgerOf(user.id)).length).toBe(1);
  });

  it('a second Payme transaction on a paid or reserved order is refused; a wrong amount is -31001', async () => {
    const { order } = await newOrder('payme');
    const account = { order_id: String(order.id) };
    await payme({
      method: 'CreateTransaction',
      params: { id: paymeId(), time: NOW, amount: 5_000_000, account },
    });
    const second = await payme({
      method: 'CreateTransaction',
      params: { id: paymeId(), time: NOW, amount: 5_000_000, account },
    });
    expect(second.outcome).toMatchObject({ error: { code: -31008 } });
    const wrong = await payme({
      method: 'CheckPerformTransaction',
      params: { amount: 100, account },
    });
    expect(wrong.outcome).toMatchObject({ error: { code: -31001 } });
    const missing = await payme({
      method: 'CheckPerformTransaction',
      params: { amount: 100, account: { order_id: '999999999' } },
    });
    expect(missing.outcome).toMatchObject({ error: { code: -31050, data: 'order_id' } });
  });

  it('after 12 hours Perform cancels with reason 4 and answers -31008; the order takes a new transaction', async () => {
    const { user, order } = await newOrder('payme');
    const account = { order_id: String(order.id) };
    const id = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: { id, time: NOW, amount: 5_000_000, account },
    });
    const late = await payme(
      { method: 'PerformTransaction', params: { id } },
      NOW + PAYME_TIMEOUT_MS + 1,
    );
    expect(late.outcome).toMatchObject({ error: { code: -31008 } });
    expect((await payme({ method: 'CheckTransaction', params: { id } })).outcome).toMatchObject({
      result: { state: -1, reason: 4 },
    });
    expect(await balanceOf(user.id)).toBe(0);
    const fresh = await payme(
      {
        method: 'CreateTransaction',
        params: { id: paymeId(), time: NOW + PAYME_TIMEOUT_MS, amount: 5_000_000, account },
      },
      NOW + PAYME_TIMEOUT_MS + 2,
    );
    expect(fresh.outcome).toMatchObject({ result: { state: 1 } });
  });

  it('cancel after perform refunds with a ledger row when the balance allows, else -31007', async () => {
    const { user, order } = await newOrder('payme');
    const id = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: { id, time: NOW, amount: 5_000_000, account: { order_id: String(order.id) } },
    });
    await payme({ method: 'PerformTransaction', params: { id } });
    const cancelled = await payme(
      { method: 'CancelTransaction', params: { id, reason: 5 } },
      NOW + 10,
    );
    expect(cancelled.outcome).toMatchObject({ result: { state: -2, cancel_time: NOW + 10 } });
    expect(cancelled.moved).toEqual({ userId: user.id, balance: 0 });
    expect((await ledgerOf(user.id)).map((r) => r.amount)).toEqual([50_000, -50_000]);

    const spent = await newOrder('payme');
    const id2 = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: {
        id: id2,
        time: NOW,
        amount: 5_000_000,
        account: { order_id: String(spent.order.id) },
      },
    });
    await payme({ method: 'PerformTransaction', params: { id: id2 } });
    // Spent (through the ledger, as every balance change): 100 UZS remain of the 50,000.
    await changeBalance(db, { userId: spent.user.id, amount: -49_900, reason: 'Spent' });
    const refused = await payme({ method: 'CancelTransaction', params: { id: id2, reason: 5 } });
    expect(refused.outcome).toMatchObject({ error: { code: -31007 } });
  });

  it('GetStatement lists created transactions by Payme time, from..to inclusive, ascending', async () => {
    const { order } = await newOrder('payme');
    const id = paymeId();
    const time = NOW + 5_000_000;
    await payme(
      {
        method: 'CreateTransaction',
        params: { id, time, amount: 5_000_000, account: { order_id: String(order.id) } },
      },
      time + 1,
    );
    const statement = await payme({ method: 'GetStatement', params: { from: time, to: time } });
    expect(statement.outcome).toMatchObject({
      result: {
        transactions: [
          { id, time, amount: 5_000_000, account: { order_id: String(order.id) }, state: 1 },
        ],
      },
    });
  });
});

const CLICK_SETTINGS = { serviceId: '12345', secretKey: 'TESTSECRET' };
const settings = CLICK_SETTINGS;

/** A Click Prepare (0) or Complete (1) as Click sends it, signed with the test secret. */
function clickRequest(
  action: 0 | 1,
  orderId: number,
  trans: string,
  over: Record<string, string> = {},
) {
  const parsed = parseClickRequest(clickForm(CLICK_SETTINGS, action, orderId, trans, over), action);
  if (!parsed.ok) throw new Error(parsed.name);
  return parsed.request;
}

describe('Click on a real database', () => {
  let trans = 1000;
  const request = (action: 0 | 1, orderId: number, over: Record<string, string> = {}) =>
    clickRequest(action, orderId, over.click_trans_id ?? String(trans), {
      amount: '50000.00',
      ...over,
    });

  it('prepare then complete credits once; a repeated Complete is -4', async () => {
    const { user, order } = await newOrder('click');
    trans += 1;
    const prepared = await handleClick(db, request(0, order.id), settings);
    expect(prepared.reply).toMatchObject({ error: 0 });
    const prepareId = String(prepared.reply.merchant_prepare_id);
    const done = await handleClick(
      db,
      request(1, order.id, { merchant_prepare_id: prepareId }),
      settings,
    );
    expect(done.reply).toMatchObject({ error: 0, merchant_confirm_id: Number(prepareId) });
    expect(done.moved).toEqual({ userId: user.id, balance: 50_000 });
    const again = await handleClick(
      db,
      request(1, order.id, { merchant_prepare_id: prepareId }),
      settings,
    );
    expect(again.reply).toMatchObject({ error: -4 });
    expect(await ledgerOf(user.id)).toEqual([
      { amount: 50_000, reason: 'Top-up via Click', reference: `click:${trans}` },
    ]);
  });

  it('a bad signature is -1 and changes nothing; an unknown order -5', async () => {
    const { order } = await newOrder('click');
    trans += 1;
    const forged = { ...request(0, order.id), sign_string: '0'.repeat(32) };
    expect((await handleClick(db, forged, settings)).reply).toMatchObject({ error: -1 });
    expect((await handleClick(db, request(0, 99_999_999), settings)).reply).toMatchObject({
      error: -5,
    });
  });

  it("Click's error < 0 at Complete cancels the order: -9, nothing credited, and it stays -9", async () => {
    const { user, order } = await newOrder('click');
    trans += 1;
    const prepared = await handleClick(db, request(0, order.id), settings);
    const prepareId = String(prepared.reply.merchant_prepare_id);
    const failed = await handleClick(
      db,
      request(1, order.id, { merchant_prepare_id: prepareId, error: '-5017' }),
      settings,
    );
    expect(failed.reply).toMatchObject({ error: -9 });
    const later = await handleClick(
      db,
      request(1, order.id, { merchant_prepare_id: prepareId }),
      settings,
    );
    expect(later.reply).toMatchObject({ error: -9 });
    expect(await balanceOf(user.id)).toBe(0);
  });
});

describe('reconciliation', () => {
  it('lists an order whose provider record and ledger disagree, and no other', async () => {
    const before = (await listDisagreements(db)).map((d) => d.order_id);
    const { user, order } = await newOrder('payme');
    // This user's balance and ledger disagree on purpose: that is what reconciliation finds.
    exemptFromLedgerCheck(db, user.id, 'a credit deleted by hand for the reconciliation test');
    const id = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: { id, time: NOW, amount: 5_000_000, account: { order_id: String(order.id) } },
    });
    await payme({ method: 'PerformTransaction', params: { id } });
    expect((await listDisagreements(db)).map((d) => d.order_id)).toEqual(before);
    // A credit lost by hand: the provider says paid, the ledger holds nothing.
    await db.query('DELETE FROM ledger_entries WHERE reference = $1', [`payme:${id}`]);
    const after = await listDisagreements(db);
    expect(after.find((d) => d.order_id === order.id)).toMatchObject({
      provider_total: 50_000,
      ledger_total: 0,
      status: 'paid',
    });
  });
});

describe('npm run admin -- payments-reconcile', () => {
  it('exit 1 naming each order that disagrees; 0 when all agree', async () => {
    const { runAdminOn } = await import('../../../../../tests/kit/server/helpers');
    const bad = await runAdminOn(db, 'payments-reconcile');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/order \d+ \(payme, paid\): provider 50000 UZS, ledger 0 UZS/);
    expect(bad.err).toMatch(/payments-reconcile: \d+ order\(s\) disagree/);
    const clean = await openTestDatabase();
    try {
      await migrate(clean);
      const good = await runAdminOn(clean, 'payments-reconcile');
      expect([good.code, good.out]).toEqual([
        0,
        'payments-reconcile: every order agrees with its ledger',
      ]);
    } finally {
      await clean.close();
    }
  });
});

describe('review findings (money path)', () => {
  const click = clickRequest;

  it('Click: two payments of one order (two tabs) credit once; the second Complete is -4', async () => {
    const { user, order } = await newOrder('click');
    const a = await handleClick(db, click(0, order.id, 'tab-a'), settings);
    const b = await handleClick(db, click(0, order.id, 'tab-b'), settings);
    const doneA = await handleClick(
      db,
      click(1, order.id, 'tab-a', { merchant_prepare_id: String(a.reply.merchant_prepare_id) }),
      settings,
    );
    expect(doneA.reply).toMatchObject({ error: 0 });
    const doneB = await handleClick(
      db,
      click(1, order.id, 'tab-b', { merchant_prepare_id: String(b.reply.merchant_prepare_id) }),
      settings,
    );
    expect(doneB.reply).toMatchObject({ error: -4 });
    expect(await balanceOf(user.id)).toBe(50_000);
    expect((await ledgerOf(user.id)).length).toBe(1);
  });

  it('Click: a payment id named with another order is refused (-8)', async () => {
    const first = await newOrder('click');
    const second = await newOrder('click');
    await handleClick(db, click(0, first.order.id, 'shared-trans'), settings);
    const other = await handleClick(db, click(0, second.order.id, 'shared-trans'), settings);
    expect(other.reply).toMatchObject({ error: -8 });
  });

  it('Payme: a transaction left in state 1 past 12 hours no longer blocks the order', async () => {
    const { order } = await newOrder('payme');
    const account = { order_id: String(order.id) };
    const stale = paymeId();
    await payme({
      method: 'CreateTransaction',
      params: { id: stale, time: NOW, amount: 5_000_000, account },
    });
    const later = NOW + PAYME_TIMEOUT_MS + 1000;
    const check = await payme(
      { method: 'CheckPerformTransaction', params: { amount: 5_000_000, account } },
      later,
    );
    expect(check.outcome).toEqual({ result: { allow: true } });
    expect(
      (await payme({ method: 'CheckTransaction', params: { id: stale } })).outcome,
    ).toMatchObject({
      result: { state: -1, reason: 4 },
    });
  });
});
