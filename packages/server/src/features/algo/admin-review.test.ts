// Review moderation (docs/decisions/0296-review-moderation.md): a hidden review leaves the
// public list, the bot's rating and its review count, and comes back on restore; the back office
// lists every review with filters; non-admins are refused, a missing id is 404, each hide and
// restore is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminReviewResponse,
  AdminReviewsResponse,
  AlgoDetailsResponse,
  PageResult,
  ReviewResponse,
  ReviewsResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
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
let admin: string;
let low: number;
let buyerToken: string;

async function review(rating: number, comment: string) {
  const owner = await buyer(server);
  const bought = await call(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
    token: owner.token,
    json: { fields: GOOD_FIELDS },
  });
  expect(bought.status).toBe(200);
  const res = await call<ReviewResponse>(server, 'POST', `/algo-trade-review/${bot.id}`, {
    token: owner.token,
    json: { rating, comment },
  });
  expect(res.status).toBe(200);
  return { id: res.body.result.id, token: owner.token };
}

const details = async () =>
  (await call<AlgoDetailsResponse>(server, 'GET', `/algo-trade/${bot.id}/details`)).body.result;
const publicList = async () =>
  (await call<ReviewsResponse>(server, 'GET', `/algo-trade-review/${bot.id}/all`)).body.result;
const moderate = (id: number, action: 'hide' | 'restore', token = admin) =>
  call<AdminReviewResponse>(server, 'POST', `/admin/algo-trade/reviews/${id}/${action}`, {
    token,
  });

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Reviewed Bot' });
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, user.password ?? '')).access_token;
  const first = await review(1, 'Spam spam spam');
  low = first.id;
  buyerToken = first.token;
  await review(5, 'Works well');
});
afterAll(async () => server?.close());

describe('review moderation', () => {
  it('a hidden review leaves the public list, the rating and the count; restore brings it back', async () => {
    expect((await details()).rating).toBe(3);
    const hidden = await moderate(low, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.body.result.hidden_at).not.toBeNull();
    expect((await publicList()).data.map((r) => r.id)).not.toContain(low);
    const after = await details();
    expect(after.rating).toBe(5);
    expect(after.reviews_count).toBe(1);
    expect(after.rating_summary.distribution).toEqual([0, 0, 0, 0, 1]);

    const restored = await moderate(low, 'restore');
    expect(restored.body.result.hidden_at).toBeNull();
    expect((await publicList()).data.map((r) => r.id)).toContain(low);
    expect((await details()).rating).toBe(3);
  });

  it('the back office lists every review, hidden ones too, filtered by hidden and bot', async () => {
    await moderate(low, 'hide');
    const hidden = await call<AdminReviewsResponse>(server, 'GET', '/admin/algo-trade/reviews', {
      token: admin,
      query: { hidden: 'true', bot_id: String(bot.id) },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.result.data.map((r) => r.id)).toEqual([low]);
    expect(hidden.body.result.data[0]).toMatchObject({ bot_name: 'Reviewed Bot', rating: 1 });
    expect(hidden.body.result.data[0]?.hidden_by).toBeTruthy();
    const found = await call<AdminReviewsResponse>(server, 'GET', '/admin/algo-trade/reviews', {
      token: admin,
      query: { search: 'works', sort: 'rating', order: 'asc' },
    });
    expect(found.body.result.data.every((r) => r.comment.includes('Works'))).toBe(true);
    await moderate(low, 'restore');
  });

  it('refuses non-admins and a missing review, and logs each hide and restore', async () => {
    expect((await moderate(low, 'hide', buyerToken)).status).toBe(403);
    expect(
      (await call(server, 'GET', '/admin/algo-trade/reviews', { token: buyerToken })).status,
    ).toBe(403);
    expect((await moderate(99_999_999, 'hide')).status).toBe(404);
    await moderate(low, 'hide');
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'algo_review', entity_id: String(low) },
    });
    const actions = log.body.result.data.map((r) => r.action);
    expect(actions).toContain('algo_review.hide');
    expect(actions).toContain('algo_review.restore');
  });
});
