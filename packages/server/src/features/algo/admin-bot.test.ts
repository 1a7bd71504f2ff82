// The expert advisor listings in the back office: every bot with its plans and purchases,
// searched and filtered; an edit changes only the fields given, a hidden listing leaves the
// market; non-admins are refused, a missing id is 404, an unknown key is 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAlgoBotResponse,
  AdminAlgoBotsResponse,
  AlgoListResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { buildBot, buyer, type BuiltBot } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Listing Under Edit' });
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, user.password ?? '')).access_token;
});
afterAll(async () => server?.close());

const patch = (id: number, json: unknown, token = admin) =>
  call<AdminAlgoBotResponse & { message?: string }>(
    server,
    'PATCH',
    `/admin/algo-trade/bots/${id}`,
    { token, json },
  );

describe('expert advisor listings', () => {
  it('lists bots with their plans, searched by name', async () => {
    const res = await call<AdminAlgoBotsResponse>(server, 'GET', '/admin/algo-trade/bots', {
      token: admin,
      query: { search: 'under edit', sort: 'name' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toHaveLength(1);
    expect(res.body.result.data[0]).toMatchObject({
      id: bot.id,
      is_listed: true,
      price: 300_000,
      purchases: 0,
    });
    expect(res.body.result.data[0]?.plans.map((p) => p.id)).toEqual(bot.plans);
  });

  it('an edit changes the given fields only; an unlisted bot leaves the market', async () => {
    const res = await patch(bot.id, {
      author: 'Savdo Quant',
      translations: { uz: { name: 'Tahrirlangan' } },
      is_listed: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Listing Under Edit',
      author: 'Savdo Quant',
      is_listed: false,
      translations: { uz: { name: 'Tahrirlangan' } },
    });
    const more = await patch(bot.id, { translations: { uz: { description: 'Tavsif' } } });
    expect(more.body.result.translations.uz).toEqual({
      name: 'Tahrirlangan',
      description: 'Tavsif',
    });
    const market = await call<AlgoListResponse>(server, 'GET', '/algo-trade/all');
    expect(market.body.result.data.map((b) => b.id)).not.toContain(bot.id);
    const unlisted = await call<AdminAlgoBotsResponse>(server, 'GET', '/admin/algo-trade/bots', {
      token: admin,
      query: { listed: 'false' },
    });
    expect(unlisted.body.result.data.map((b) => b.id)).toContain(bot.id);
    await patch(bot.id, { is_listed: true });
  });

  it('refuses non-admins, a missing id, an unknown key and bad values', async () => {
    const trader = await buyer(server);
    expect((await patch(bot.id, { name: 'x' }, trader.token)).status).toBe(403);
    expect((await patch(99_999_999, { name: 'x' })).status).toBe(404);
    const unknown = await patch(bot.id, { price: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('price');
    expect((await patch(bot.id, { platforms: [] })).status).toBe(400);
  });
});
