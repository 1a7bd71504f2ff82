// Buying a resource (docs/decisions/0210-resource-center.md) through the one purchase service
// (decision 0153): the price is debited with a ledger row, the buyer owns it and its file, body and
// link unlock; a second purchase is refused without a charge, a repeated Idempotency-Key answers
// the first purchase, concurrent purchases charge once, a short balance answers the
// insufficient-balance 402 with the shortfall, and a free resource is not for sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientBalanceMessage, type Purchase, type Resource } from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  balanceOf,
  byTitle,
  one,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let pdf: Resource;
let article: Resource;
let video: Resource;
let free: Resource;

type Bought = {
  result: { resource: Resource; purchase: Purchase };
  message?: string;
  shortfall?: number;
};

const buy = (who: Reader, id: number, key?: string, lang = 'en') =>
  call<Bought>(server, 'POST', `/resource/${id}/purchase`, {
    token: who.token,
    headers: { 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
  });

async function debitsOf(userId: number) {
  const res = await server.db.query<{ amount: number; reason_code: unknown }>(
    'SELECT amount FROM ledger_entries WHERE user_id = $1 AND amount < 0 ORDER BY id',
    [userId],
  );
  return res.rows.map((row) => Number(row.amount));
}

beforeAll(async () => {
  server = await startResourcesServer();
  const r = await reader(server);
  pdf = await byTitle(server, r, 'Position sizing guide');
  article = await byTitle(server, r, 'Where to place a stop-loss');
  video = await byTitle(server, r, 'RSI divergence explained');
  free = await byTitle(server, r, 'Trading glossary');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('POST /resource/{id}/purchase', () => {
  it('buys a paid PDF: debits its price with a ledger row, and the file opens for the buyer only', async () => {
    const buyer = await reader(server, 100_000);
    const other = await reader(server, 100_000);
    const res = await buy(buyer, pdf.id);
    expect(res.status).toBe(200);
    expect(res.body.result.purchase).toMatchObject({
      kind: 'resource',
      item_id: pdf.id,
      price: 59_000,
      charged: 59_000,
      balance: 41_000,
    });
    expect(res.body.result.resource).toMatchObject({
      purchased: true,
      can_access: true,
      file_url: `/api/v1/resource/${pdf.id}/file`,
    });
    expect(await balanceOf(server, buyer.id)).toBe(41_000);
    expect(await debitsOf(buyer.id)).toEqual([-59_000]);
    const file = await call(server, 'GET', `/resource/${pdf.id}/file`, { token: buyer.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const notBuyer = await call(server, 'GET', `/resource/${pdf.id}/file`, { token: other.token });
    expect(notBuyer.status).toBe(403);
  });

  it('the ledger names the resource in the reader language', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, article.id);
    const res = await call(server, 'GET', '/users/me/ledger', {
      token: buyer.token,
      headers: { 'accept-language': 'ru' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('Покупка: материал «Где ставить стоп-лосс»');
  });

  it('unlocks a paid article body and a paid video in the player (never an outside link)', async () => {
    const buyer = await reader(server, 100_000);
    expect((await one(server, buyer, article.id)).body.result.body).toBeNull();
    await buy(buyer, article.id);
    const body = (await one(server, buyer, article.id, 'uz')).body.result.body;
    expect(body).toContain('Stop-loss');
    await buy(buyer, video.id);
    expect((await one(server, buyer, video.id)).body.result).toMatchObject({
      video_url: null,
      playback_url: `/api/v1/resource/${video.id}/playback`,
    });
  });

  it('a second purchase of an owned resource is refused (409) and charges nothing', async () => {
    const buyer = await reader(server, 100_000);
    await buy(buyer, article.id);
    const again = await buy(buyer, article.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already own this resource');
    expect(await debitsOf(buyer.id)).toEqual([-19_000]);
  });

  it('a repeated Idempotency-Key answers the first purchase again, charging once', async () => {
    const buyer = await reader(server, 100_000);
    const first = await buy(buyer, video.id, 'key-resource-1');
    const second = await buy(buyer, video.id, 'key-resource-1');
    expect(second.status).toBe(200);
    expect(second.body.result.purchase.id).toBe(first.body.result.purchase.id);
    expect(await debitsOf(buyer.id)).toEqual([-39_000]);
  });

  it('the Idempotency-Key header over 100 characters is a 400', async () => {
    const buyer = await reader(server, 100_000);
    const res = await buy(buyer, video.id, 'k'.repeat(101));
    expect(res.status).toBe(400);
    expect(await debitsOf(buyer.id)).toEqual([]);
  });

  it('concurrent purchases of one resource charge once', async () => {
    const buyer = await reader(server, 100_000);
    const answers = await Promise.all([1, 2, 3].map(() => buy(buyer, pdf.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    expect(await debitsOf(buyer.id)).toEqual([-59_000]);
  });

  it('a short balance answers 402 with the exact text and the shortfall, in the reader language', async () => {
    const buyer = await reader(server, 10_000);
    const res = await buy(buyer, pdf.id);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(insufficientBalanceMessage(49_000));
    expect(res.body.shortfall).toBe(49_000);
    const uz = await buy(buyer, pdf.id, undefined, 'uz');
    expect(uz.body.message).toBe(insufficientBalanceMessage(49_000, 'uz'));
    expect(await balanceOf(server, buyer.id)).toBe(10_000);
    expect((await one(server, buyer, pdf.id)).body.result.purchased).toBe(false);
  });

  it('a free resource is not for sale (409), and it is open without buying', async () => {
    const buyer = await reader(server, 100_000);
    const res = await buy(buyer, free.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This resource is free: it is open to everyone signed in and is not for sale',
    );
    expect(await debitsOf(buyer.id)).toEqual([]);
  });

  it('an unknown resource is a 404; a visitor is a 401', async () => {
    const buyer = await reader(server, 100_000);
    expect((await buy(buyer, 999_999)).status).toBe(404);
    expect((await call(server, 'POST', `/resource/${pdf.id}/purchase`)).status).toBe(401);
  });
});
