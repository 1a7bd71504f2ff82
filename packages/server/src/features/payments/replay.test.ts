// docs/decisions/0150-payments.md, bad input and faults: every provider call replayed 100 times,
// one after the other and 100 at once, answers the same and credits once; calls in reverse order
// leave the balance and the ledger consistent. Over HTTP, as the providers call us: Payme's
// JSON-RPC with its Basic auth, Click's form-encoded signed body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestServer,
  type Answer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  balanceOf,
  clickCall,
  clickForm,
  ledgerOf,
  paymeCall,
  payingUser,
  topUpOrder,
  type ClickAnswer,
  type PaymeAnswer,
} from '../../../../../tests/kit/server/provider-calls';

const TIMES = 100;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let seq = 0;
const paymeId = () => `replay${Date.now().toString(16)}${(seq += 1)}`.padEnd(24, '0');

/** `fn` called TIMES times: one after the other, or all at once. */
async function replay<T>(
  mode: 'sequential' | 'concurrent',
  fn: (i: number) => Promise<T>,
): Promise<T[]> {
  if (mode === 'concurrent') return Promise.all(Array.from({ length: TIMES }, (_, i) => fn(i)));
  const out: T[] = [];
  for (let i = 0; i < TIMES; i += 1) out.push(await fn(i));
  return out;
}

/** Every answer is HTTP 200 with the same JSON-RPC body (the request id aside). */
function expectSameAnswers(answers: Answer<PaymeAnswer>[]): PaymeAnswer {
  const first = answers[0]!;
  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(a.body).toEqual(first.body);
  }
  return first.body;
}

async function payme(method: string, params: unknown): Promise<PaymeAnswer> {
  const res = await paymeCall(server, method, params);
  expect(res.status).toBe(200);
  return res.body;
}

describe.each(['sequential', 'concurrent'] as const)(
  'Payme: each call replayed 100 times (%s)',
  (mode) => {
    it('Check, Create, Perform, Check and Cancel answer the same each time; one credit, one refund', async () => {
      const user = await payingUser(server);
      const orderId = await topUpOrder(server, user.token, 'payme', 30_000);
      const account = { order_id: orderId };
      const amount = 3_000_000;
      const id = paymeId();
      const time = Date.now();

      const check = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'CheckPerformTransaction', { amount, account })),
      );
      expect(check.result).toEqual({ allow: true });

      const created = expectSameAnswers(
        await replay(mode, () =>
          paymeCall(server, 'CreateTransaction', { id, time, amount, account }),
        ),
      );
      expect(created.result).toMatchObject({ state: 1 });

      const performed = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'PerformTransaction', { id })),
      );
      expect(performed.result).toMatchObject({ state: 2 });
      expect(await balanceOf(server.db, user.id)).toBe(30_000);
      expect(await ledgerOf(server.db, user.id)).toEqual([
        { amount: 30_000, reference: `payme:${id}` },
      ]);

      const checked = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'CheckTransaction', { id })),
      );
      expect(checked.result).toMatchObject({
        state: 2,
        transaction: created.result?.transaction,
        perform_time: performed.result?.perform_time,
      });
      // The order is paid: checking it again is -31051 every time, never an allow.
      const paid = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'CheckPerformTransaction', { amount, account })),
      );
      expect(paid.error?.code).toBe(-31051);

      const cancelled = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'CancelTransaction', { id, reason: 5 })),
      );
      expect(cancelled.result).toMatchObject({ state: -2 });
      expect(await balanceOf(server.db, user.id)).toBe(0);
      expect(await ledgerOf(server.db, user.id)).toEqual([
        { amount: 30_000, reference: `payme:${id}` },
        { amount: -30_000, reference: `payme:${id}:refund` },
      ]);
      // A performed-then-cancelled transaction is never performed again.
      const again = expectSameAnswers(
        await replay(mode, () => paymeCall(server, 'PerformTransaction', { id })),
      );
      expect(again.error?.code).toBe(-31008);
      expect(await balanceOf(server.db, user.id)).toBe(0);
    }, 120_000);
  },
);

describe('Payme: calls in reverse order', () => {
  it('Perform and Check before Create: -31003, nothing credited; the flow then completes once', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'payme', 5_000);
    const id = paymeId();
    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31003);
    expect((await payme('CheckTransaction', { id })).error?.code).toBe(-31003);
    expect((await payme('CancelTransaction', { id, reason: 3 })).error?.code).toBe(-31003);
    expect(await ledgerOf(server.db, user.id)).toEqual([]);

    const params = { id, time: Date.now(), amount: 500_000, account: { order_id: orderId } };
    expect((await payme('CreateTransaction', params)).result).toMatchObject({ state: 1 });
    expect((await payme('PerformTransaction', { id })).result).toMatchObject({ state: 2 });
    expect(await balanceOf(server.db, user.id)).toBe(5_000);
    expect((await ledgerOf(server.db, user.id)).length).toBe(1);
  });

  it('Cancel then Perform: -31008, nothing credited, the order stays cancelled', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'payme', 7_000);
    const id = paymeId();
    const account = { order_id: orderId };
    await payme('CreateTransaction', { id, time: Date.now(), amount: 700_000, account });
    expect((await payme('CancelTransaction', { id, reason: 3 })).result).toMatchObject({
      state: -1,
    });
    const performs = await replay('concurrent', () =>
      paymeCall(server, 'PerformTransaction', { id }),
    );
    expect(expectSameAnswers(performs).error?.code).toBe(-31008);
    expect((await payme('CheckTransaction', { id })).result).toMatchObject({ state: -1 });
    // A new transaction on the cancelled order is refused too.
    const second = await payme('CreateTransaction', {
      id: paymeId(),
      time: Date.now(),
      amount: 700_000,
      account,
    });
    expect(second.error?.code).toBe(-31051);
    expect(await balanceOf(server.db, user.id)).toBe(0);
    expect(await ledgerOf(server.db, user.id)).toEqual([]);
  });

  it('Cancel after Perform, 100 at once with Performs mixed in: one credit, one refund', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'payme', 9_000);
    const id = paymeId();
    await payme('CreateTransaction', {
      id,
      time: Date.now(),
      amount: 900_000,
      account: { order_id: orderId },
    });
    await payme('PerformTransaction', { id });
    const answers = await replay('concurrent', (i) =>
      i % 2 === 0
        ? paymeCall(server, 'CancelTransaction', { id, reason: 5 })
        : paymeCall(server, 'PerformTransaction', { id }),
    );
    // Performs answered before the refund see state 2; after it, -31008. Never a second credit.
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(
        a.body.result?.state === 2 || a.body.result?.state === -2 || a.body.error?.code === -31008,
      ).toBe(true);
    }
    expect(await balanceOf(server.db, user.id)).toBe(0);
    expect(await ledgerOf(server.db, user.id)).toEqual([
      { amount: 9_000, reference: `payme:${id}` },
      { amount: -9_000, reference: `payme:${id}:refund` },
    ]);
  });
});

let trans = Date.now();
const clickKeys = () => server.config.payments.click;

function expectClick(answers: Answer<ClickAnswer>[]): ClickAnswer[] {
  for (const a of answers) expect(a.status).toBe(200);
  return answers.map((a) => a.body);
}

describe.each(['sequential', 'concurrent'] as const)(
  'Click: each call replayed 100 times (%s)',
  (mode) => {
    it('Prepare answers the same prepare id; Complete credits once and answers -4 after', async () => {
      const user = await payingUser(server);
      const orderId = await topUpOrder(server, user.token, 'click', 12_000);
      const t = String((trans += 1));
      const over = { amount: '12000.00' };
      const prepared = expectClick(
        await replay(mode, () => clickCall(server, 0, clickForm(clickKeys(), 0, orderId, t, over))),
      );
      const prepareId = prepared[0]!.merchant_prepare_id;
      expect(prepareId).toEqual(expect.any(Number));
      for (const p of prepared) expect(p).toEqual(prepared[0]);
      expect(prepared[0]).toMatchObject({
        error: 0,
        merchant_trans_id: orderId,
        click_trans_id: t,
      });

      const complete = clickForm(clickKeys(), 1, orderId, t, {
        ...over,
        merchant_prepare_id: String(prepareId),
      });
      const completed = expectClick(await replay(mode, () => clickCall(server, 1, complete)));
      expect(completed.filter((c) => c.error === 0)).toHaveLength(1);
      expect(completed.filter((c) => c.error === -4)).toHaveLength(TIMES - 1);
      if (mode === 'sequential') expect(completed[0]).toMatchObject({ error: 0 });
      expect(await balanceOf(server.db, user.id)).toBe(12_000);
      expect(await ledgerOf(server.db, user.id)).toEqual([
        { amount: 12_000, reference: `click:${t}` },
      ]);

      // Prepare replayed after the payment: the order is paid (-4), nothing moves.
      const late = expectClick(
        await replay(mode, () => clickCall(server, 0, clickForm(clickKeys(), 0, orderId, t, over))),
      );
      for (const p of late) expect(p.error).toBe(-4);
      expect(await balanceOf(server.db, user.id)).toBe(12_000);
    }, 120_000);
  },
);

describe('Click: calls in reverse order', () => {
  it('Complete before Prepare: -6, nothing credited; the flow then completes once', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'click', 4_000);
    const t = String((trans += 1));
    const over = { amount: '4000.00' };
    for (const prepareId of ['0', '999999', 'not-a-number']) {
      const early = await clickCall(
        server,
        1,
        clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id: prepareId }),
      );
      expect([early.status, early.body.error]).toEqual([200, -6]);
    }
    expect(await ledgerOf(server.db, user.id)).toEqual([]);

    const prepared = await clickCall(server, 0, clickForm(clickKeys(), 0, orderId, t, over));
    const merchant_prepare_id = String(prepared.body.merchant_prepare_id);
    const done = await clickCall(
      server,
      1,
      clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id }),
    );
    expect(done.body.error).toBe(0);
    expect(await balanceOf(server.db, user.id)).toBe(4_000);
  });

  it('Complete with error < 0 after a success: -9, the credit taken back once, also when replayed', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'click', 6_000);
    const t = String((trans += 1));
    const over = { amount: '6000.00' };
    const prepared = await clickCall(server, 0, clickForm(clickKeys(), 0, orderId, t, over));
    const merchant_prepare_id = String(prepared.body.merchant_prepare_id);
    const ok = await clickCall(
      server,
      1,
      clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id }),
    );
    expect(ok.body.error).toBe(0);
    expect(await balanceOf(server.db, user.id)).toBe(6_000);

    const failed = clickForm(clickKeys(), 1, orderId, t, {
      ...over,
      merchant_prepare_id,
      error: '-5017',
      error_note: 'Insufficient funds',
    });
    const cancels = expectClick(await replay('concurrent', () => clickCall(server, 1, failed)));
    for (const c of cancels) expect(c.error).toBe(-9);
    // A success replayed after the cancel never credits again.
    const retry = await clickCall(
      server,
      1,
      clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id }),
    );
    expect(retry.body.error).toBe(-9);
    expect(await balanceOf(server.db, user.id)).toBe(0);
    expect(await ledgerOf(server.db, user.id)).toEqual([
      { amount: 6_000, reference: `click:${t}` },
      { amount: -6_000, reference: `click:${t}:refund` },
    ]);
  });

  it('Complete with error < 0 before any success: -9, nothing credited, a later success refused', async () => {
    const user = await payingUser(server);
    const orderId = await topUpOrder(server, user.token, 'click', 8_000);
    const t = String((trans += 1));
    const over = { amount: '8000.00' };
    const prepared = await clickCall(server, 0, clickForm(clickKeys(), 0, orderId, t, over));
    const merchant_prepare_id = String(prepared.body.merchant_prepare_id);
    const failed = await clickCall(
      server,
      1,
      clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id, error: '-1' }),
    );
    expect(failed.body.error).toBe(-9);
    const late = await clickCall(
      server,
      1,
      clickForm(clickKeys(), 1, orderId, t, { ...over, merchant_prepare_id }),
    );
    expect(late.body.error).toBe(-9);
    expect(await ledgerOf(server.db, user.id)).toEqual([]);
    expect(await balanceOf(server.db, user.id)).toBe(0);
  });
});
