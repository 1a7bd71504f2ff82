// An expert advisor's plans and purchase form edited from the back office (PATCH
// /admin/algo-trade/bots/{id} `plans`, `form_fields`): closed schemas (an unknown key is 400
// naming it), whole UZS prices above 0, at least one plan, no two of one period, a bought plan
// kept; the form's labels, brokers and bounds reach /form-fields and the purchase's check; the
// whole edit in one transaction; an audit row with the listing before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAlgoBot,
  AdminAlgoBotResponse,
  AdminAuditEntry,
  AlgoFormFieldsResponse,
  AlgoPlansResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  buildBot,
  buyer,
  GOOD_FIELDS,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Plans Under Edit' });
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, user.password ?? '')).access_token;
});
afterAll(async () => server?.close());

const patch = (json: unknown, id = bot.id) =>
  call<AdminAlgoBotResponse & { message?: string; fields?: Record<string, string> }>(
    server,
    'PATCH',
    `/admin/algo-trade/bots/${id}`,
    { token: admin, json },
  );
const plansOf = async () =>
  (await call<AlgoPlansResponse>(server, 'GET', `/algo-trade/${bot.id}/plans`)).body.result;

describe('plans', () => {
  it('replaces the list: keeps a plan by id, adds one, removes an unbought one, names each by its period', async () => {
    const [month, , lifetime] = bot.plans;
    const res = await patch({
      plans: [
        { id: month, duration_days: 30, price: 350_000 },
        { duration_days: 365, price: 1_500_000 },
        { id: lifetime, duration_days: null, price: 2_500_000 },
      ],
    });
    expect(res.status).toBe(200);
    const plans = await plansOf();
    expect(
      plans.map((p) => [p.id === month, p.name, p.labels.ru, p.price, p.duration_days]),
    ).toEqual([
      [true, '1 month', '1 месяц', 350_000, 30],
      [false, '1 year', '1 год', 1_500_000, 365],
      [false, 'Lifetime', 'Навсегда', 2_500_000, null],
    ]);
    expect(res.body.result.price).toBe(350_000);
    bot = { ...bot, plans: plans.map((p) => p.id) };
  });

  it('refuses no plans, a price that is not a whole UZS above 0, and an unknown key (400 naming it)', async () => {
    const before = await plansOf();
    expect((await patch({ plans: [] })).status).toBe(400);
    for (const price of [0, -5, 10.5, '100']) {
      const res = await patch({ plans: [{ duration_days: 30, price }] });
      expect(res.status).toBe(400);
    }
    const extra = await patch({ plans: [{ duration_days: 30, price: 100, discount: 5 }] });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('discount');
    expect(await plansOf()).toEqual(before);
  });

  it('refuses two plans of one period and a plan of another listing, naming plans', async () => {
    const twice = await patch({
      plans: [
        { duration_days: 30, price: 100_000 },
        { duration_days: 30, price: 200_000 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('plans: two plans have the same period');
    expect(twice.body.fields).toMatchObject({ plans: 'algo.plan_period_twice' });
    const otherBot = await buildBot(server, { name: 'Someone Else' });
    const foreign = await patch({
      plans: [{ id: otherBot.plans[0], duration_days: 30, price: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toMatchObject({ plans: 'algo.plan_not_of_bot' });
  });

  it('keeps a plan that was bought, and changes nothing else of a refused edit (one transaction)', async () => {
    const plans = await plansOf();
    const b = await buyer(server);
    const bought = await call(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
      token: b.token,
      json: { plan_id: plans[1]!.id, fields: GOOD_FIELDS },
    });
    expect(bought.status).toBe(200);
    const res = await patch({
      author: 'Not Saved',
      plans: [{ id: plans[0]!.id, duration_days: 30, price: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ plans: 'algo.plan_bought' });
    expect(await plansOf()).toEqual(plans);
    const listing = await call<AdminAlgoBotResponse>(server, 'GET', '/admin/algo-trade/bots', {
      token: admin,
      query: { search: 'plans under edit' },
    });
    expect((listing.body.result as unknown as { data: AdminAlgoBot[] }).data[0]?.author).not.toBe(
      'Not Saved',
    );
  });
});

describe('purchase form fields', () => {
  it('rewords and re-bounds fields; /form-fields and the purchase check follow', async () => {
    const res = await patch({
      form_fields: [
        {
          name: 'broker',
          label: 'Your broker',
          labels: { uz: 'Brokeringiz', ru: 'Ваш брокер' },
          options: ['Exness', 'XM'],
        },
        { name: 'deposit', label: 'Deposit (USD)', labels: {}, min: 500, max: 50_000, step: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const broker = res.body.result.form_fields.find((f) => f.name === 'broker');
    expect(broker).toMatchObject({
      label: 'Your broker',
      options: ['Exness', 'XM'],
      required: true,
      type: 'select',
    });
    const fields = (
      await call<AlgoFormFieldsResponse>(server, 'GET', `/algo-trade/${bot.id}/form-fields`)
    ).body.result;
    expect(fields.find((f) => f.name === 'deposit')).toMatchObject({ min: 500, max: 50_000 });
    expect(fields.map((f) => f.name)).toEqual([
      'platform',
      'broker',
      'account_name',
      'login',
      'server',
      'deposit',
      'risk',
    ]);

    const b = await buyer(server);
    const refused = await call<{ fields?: Record<string, string> }>(
      server,
      'POST',
      `/algo-trade/${bot.id}/purchase`,
      {
        token: b.token,
        json: { fields: { ...GOOD_FIELDS, broker: 'FBS', deposit: 100 } },
      },
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {}).sort()).toEqual(['broker', 'deposit']);
  });

  it('refuses a field named twice, a setting its type lacks, bounds it cannot store, an unknown key', async () => {
    const label = { label: 'X', labels: {} };
    const twice = await patch({
      form_fields: [
        { name: 'login', ...label },
        { name: 'login', ...label },
      ],
    });
    expect([twice.status, twice.body.fields]).toEqual([400, { form_fields: 'algo.field_twice' }]);
    const wrongKey = await patch({ form_fields: [{ name: 'login', ...label, min: 1 }] });
    expect([wrongKey.status, wrongKey.body.fields]).toEqual([
      400,
      { form_fields: 'algo.field_key' },
    ]);
    const bounds = await patch({ form_fields: [{ name: 'risk', ...label, min: 5, max: 150 }] });
    expect([bounds.status, bounds.body.fields]).toEqual([
      400,
      { form_fields: 'algo.field_bounds' },
    ]);
    const unknown = await patch({ form_fields: [{ name: 'login', ...label, hint: 'x' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('hint');
    const notAField = await patch({ form_fields: [{ name: 'platform', ...label }] });
    expect(notAField.status).toBe(400);
  });

  it('an empty list gives the product form back', async () => {
    const res = await patch({ form_fields: [] });
    expect(res.status).toBe(200);
    expect(res.body.result.form_fields.find((f) => f.name === 'broker')?.label).toBe('Broker');
  });
});

it('each edit writes an audit row with the listing before and after', async () => {
  const log = await call<{ result: { data: AdminAuditEntry[] } }>(
    server,
    'GET',
    `/admin/audit?action=algo_bot.update&entity_id=${bot.id}`,
    { token: admin },
  );
  // Newest first: the first edit that gave it a yearly plan is the last such row.
  const withPlans = log.body.result.data
    .filter((row) =>
      (row.after as AdminAlgoBot | null)?.plans?.some((p) => p.duration_days === 365),
    )
    .at(-1);
  expect(withPlans).toBeDefined();
  expect((withPlans!.before as AdminAlgoBot).plans.some((p) => p.duration_days === 90)).toBe(true);
});
