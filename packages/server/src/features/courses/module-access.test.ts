// Buying a module (decision 13, decision 0170): through the one purchase service, 7 days of access
// from the purchase, extended from the current expiry while active (at most one period ahead),
// locked again after 7 days by the database clock; concurrent purchases charge once; a short
// balance answers the insufficient-balance 402; a free course's module is not for sale. The
// playback permission and progress writes are refused for a lesson the user cannot watch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODULE_ACCESS_MS,
  insufficientBalanceMessage,
  type CourseModule,
  type Purchase,
  type VideoOtp,
} from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  ageAccess,
  buildCourse,
  fakeVideo,
  learner,
  startCoursesServer,
  type BuiltCourse,
  type FakeVideo,
  type Learner,
} from '../../../../../tests/kit/server/course-fixtures';

let server: TestServer;
let video: FakeVideo;
let paid: BuiltCourse;
let free: BuiltCourse;

beforeAll(async () => {
  video = fakeVideo();
  server = await startCoursesServer(video);
  paid = await buildCourse(server, {
    title: 'Technical analysis',
    modules: 2,
    lessons: 2,
    price: 49_000,
    freeFirstLesson: true,
    translations: {
      uz: { title: 'Texnik tahlil' },
      ru: { title: 'Технический анализ' },
    },
  });
  free = await buildCourse(server, { title: 'Basics', isPaid: false });
});
afterAll(async () => {
  await server?.close();
});

type Bought = {
  result: { module: CourseModule; purchase: Purchase };
  message?: string;
  code?: string;
  shortfall?: number;
};

const buy = (t: Learner, moduleId: number, options: { action?: string; key?: string } = {}) =>
  call<Bought>(server, 'POST', `/course/modules/${moduleId}/purchase`, {
    token: t.token,
    ...(options.action ? { json: { action: options.action } } : {}),
    ...(options.key ? { headers: { 'idempotency-key': options.key } } : {}),
  });

const otp = (t: Learner, lessonId: number) =>
  call<{ result: VideoOtp; message?: string }>(server, 'GET', `/course/lesson/${lessonId}/otp`, {
    token: t.token,
  });

const progress = (t: Learner, lessonId: number, position = 10) =>
  call<{ message?: string }>(server, 'POST', '/user-lesson-progress/edit-user-lesson-progress', {
    token: t.token,
    json: { lesson_id: lessonId, position_seconds: position },
  });

const moduleOf = async (t: Learner, moduleId: number) =>
  (
    await call<{ result: CourseModule }>(server, 'GET', `/course/modules/${moduleId}`, {
      token: t.token,
    })
  ).body.result;

async function balanceOf(userId: number): Promise<number> {
  const res = await server.db.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1',
    [userId],
  );
  return res.rows[0]!.balance;
}

async function debitsOf(userId: number) {
  const res = await server.db.query<{ amount: number; reference: string }>(
    'SELECT amount, reference FROM ledger_entries WHERE user_id = $1 AND amount < 0 ORDER BY id',
    [userId],
  );
  return res.rows;
}

const m1 = () => paid.modules[0]!;
const m2 = () => paid.modules[1]!;

describe('before a purchase', () => {
  it('the module is locked: not purchased, lessons not watchable except the free preview', async () => {
    const t = await learner(server);
    const mod = await moduleOf(t, m1().module.id);
    expect(mod).toMatchObject({ purchased: false, access_expires_at: null, price: 49_000 });
    expect(mod.lessons.map((l) => l.can_watch)).toEqual([true, false]);
  });

  it('the OTP of a locked lesson is refused 403 with a clear message; the video service is not asked', async () => {
    const t = await learner(server);
    const asked = video.playbacks.length;
    const res = await otp(t, m1().lessons[1]!.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You need to buy this module to watch this lesson');
    expect(video.playbacks.length).toBe(asked);
    const ru = await call<{ message: string }>(
      server,
      'GET',
      `/course/lesson/${m1().lessons[1]!.id}/otp`,
      {
        token: t.token,
        headers: { 'accept-language': 'ru' },
      },
    );
    expect(ru.body.message).toBe('Чтобы смотреть этот урок, купите этот модуль');
  });

  it('a progress write for a locked lesson is refused 403 and writes nothing', async () => {
    const t = await learner(server);
    const res = await progress(t, m1().lessons[1]!.id);
    expect(res.status).toBe(403);
    const rows = await server.db.query('SELECT 1 FROM lesson_progress WHERE user_id = $1', [t.id]);
    expect(rows.rows).toHaveLength(0);
  });

  it('a free preview lesson needs only a sign-in: OTP granted, bound to the user and the lesson', async () => {
    const t = await learner(server);
    const lesson = m1().lessons[0]!;
    const res = await otp(t, lesson.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ provider: 'savdo', otp: `otp-${t.id}-${lesson.id}` });
    expect(video.playbacks.at(-1)).toEqual({
      userId: t.id,
      lessonId: lesson.id,
      video: { key: lesson.video_key, vdocipherId: null },
      durationSeconds: lesson.duration_seconds,
    });
    expect((await progress(t, lesson.id)).status).toBe(200);
  });

  it('a free course needs only a sign-in; a visitor gets 401 for the OTP', async () => {
    const t = await learner(server);
    const lesson = free.modules[1]!.lessons[1]!;
    expect((await otp(t, lesson.id)).status).toBe(200);
    expect((await call(server, 'GET', `/course/lesson/${lesson.id}/otp`)).status).toBe(401);
  });

  it('a lesson without a video answers 404; an unknown lesson 404', async () => {
    const t = await learner(server);
    const lesson = free.modules[0]!.lessons[1]!;
    await server.db.query('UPDATE lessons SET video_key = NULL WHERE id = $1', [lesson.id]);
    const res = await otp(t, lesson.id);
    expect([res.status, res.body.message]).toEqual([404, 'This lesson has no video yet']);
    await server.db.query('UPDATE lessons SET video_key = $2 WHERE id = $1', [
      lesson.id,
      'demo/lesson-01.webm',
    ]);
    expect((await otp(t, 999_999)).status).toBe(404);
  });
});

describe('POST /course/modules/{id}/purchase', () => {
  it('a short balance answers 402 with the exact text and the shortfall; nothing changes', async () => {
    const t = await learner(server, 9_000);
    const res = await buy(t, m1().module.id);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(insufficientBalanceMessage(40_000));
    expect(res.body).toMatchObject({ code: 'purchase.insufficient_balance', shortfall: 40_000 });
    expect(await balanceOf(t.id)).toBe(9_000);
    expect((await moduleOf(t, m1().module.id)).purchased).toBe(false);
  });

  it('decision 13: buying debits the price with a ledger row and opens the module for 7 days', async () => {
    const t = await learner(server, 100_000);
    const res = await buy(t, m1().module.id);
    expect(res.status).toBe(200);
    const { module, purchase } = res.body.result;
    expect(purchase).toMatchObject({
      kind: 'course_module',
      item_id: m1().module.id,
      title: 'Technical analysis: Module 1',
      price: 49_000,
      charged: 49_000,
      balance: 51_000,
    });
    expect(module.purchased).toBe(true);
    expect(module.lessons.every((l) => l.can_watch)).toBe(true);
    const span = Date.parse(module.access_expires_at!) - Date.parse(purchase.created_at);
    expect(Math.abs(span - MODULE_ACCESS_MS)).toBeLessThan(1000);
    expect(await balanceOf(t.id)).toBe(51_000);
    expect(await debitsOf(t.id)).toEqual([
      { amount: -49_000, reference: `purchase:${purchase.id}` },
    ]);
    // Access is per module: the second module stays locked.
    expect((await moduleOf(t, m2().module.id)).purchased).toBe(false);
    expect((await otp(t, m1().lessons[1]!.id)).status).toBe(200);
    expect((await otp(t, m2().lessons[1]!.id)).status).toBe(403);
  });

  it('the balance history names the module in the reader\u2019s language', async () => {
    const t = await learner(server, 49_000);
    expect((await buy(t, m1().module.id)).status).toBe(200);
    const res = await server.db.query<{ reason_params: Record<string, string> }>(
      'SELECT reason_params FROM ledger_entries WHERE user_id = $1 AND amount < 0',
      [t.id],
    );
    expect(res.rows[0]!.reason_params).toMatchObject({
      kind: 'course_module',
      name: 'Technical analysis: Module 1',
      name_uz: 'Texnik tahlil: Modul 1',
    });
  });

  it('during the 7 days the module stays open; after them it locks again (database clock)', async () => {
    const t = await learner(server, 49_000);
    await buy(t, m1().module.id);
    await ageAccess(server, t.id, m1().module.id, 6);
    expect((await moduleOf(t, m1().module.id)).purchased).toBe(true);
    expect((await otp(t, m1().lessons[1]!.id)).status).toBe(200);
    await ageAccess(server, t.id, m1().module.id, 1.01);
    const expired = await moduleOf(t, m1().module.id);
    expect(expired.purchased).toBe(false);
    expect(Date.parse(expired.access_expires_at!)).toBeLessThan(Date.now());
    expect(expired.lessons.map((l) => l.can_watch)).toEqual([true, false]);
    expect((await otp(t, m1().lessons[1]!.id)).status).toBe(403);
    expect((await progress(t, m1().lessons[1]!.id)).status).toBe(403);
  });

  it('decision 13: an expired module bought again runs 7 days from the new purchase', async () => {
    const t = await learner(server, 98_000);
    await buy(t, m1().module.id);
    await ageAccess(server, t.id, m1().module.id, 10);
    const again = await buy(t, m1().module.id);
    expect(again.status).toBe(200);
    const span =
      Date.parse(again.body.result.module.access_expires_at!) -
      Date.parse(again.body.result.purchase.created_at);
    expect(Math.abs(span - MODULE_ACCESS_MS)).toBeLessThan(1000);
    expect(await balanceOf(t.id)).toBe(0);
  });

  it('decision 13: extending while active adds 7 days to the current expiry, not to now', async () => {
    const t = await learner(server, 98_000);
    await buy(t, m1().module.id);
    await ageAccess(server, t.id, m1().module.id, 3);
    const before = (await moduleOf(t, m1().module.id)).access_expires_at!;
    const res = await buy(t, m1().module.id, { action: 'extend' });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.result.module.access_expires_at!)).toBe(
      Date.parse(before) + MODULE_ACCESS_MS,
    );
    expect(res.body.result.purchase.charged).toBe(49_000);
    expect(await balanceOf(t.id)).toBe(0);
  });

  it('extending is refused at most one period ahead, and for a module not active', async () => {
    const t = await learner(server, 200_000);
    const notActive = await buy(t, m2().module.id, { action: 'extend' });
    expect([notActive.status, notActive.body.code]).toEqual([409, 'course.module_not_active']);
    await buy(t, m2().module.id);
    expect((await buy(t, m2().module.id, { action: 'extend' })).status).toBe(200);
    const ahead = await buy(t, m2().module.id, { action: 'extend' });
    expect([ahead.status, ahead.body.code]).toEqual([409, 'course.module_extended_ahead']);
    expect(await balanceOf(t.id)).toBe(200_000 - 2 * 49_000);
  });

  it('"buy" while active is refused 409 (a second click charges nothing)', async () => {
    const t = await learner(server, 100_000);
    await buy(t, m1().module.id);
    const again = await buy(t, m1().module.id);
    expect([again.status, again.body.code]).toEqual([409, 'course.module_active']);
    expect(await balanceOf(t.id)).toBe(51_000);
  });

  it('two (and ten) concurrent purchases of one module charge once', async () => {
    const t = await learner(server, 1_000_000);
    const two = await Promise.all([buy(t, m1().module.id), buy(t, m1().module.id)]);
    expect(two.map((r) => r.status).sort()).toEqual([200, 409]);
    const ten = await Promise.all(
      Array.from({ length: 10 }, () => buy(t, m2().module.id, { action: 'buy' })),
    );
    expect(ten.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ten.filter((r) => r.status === 409)).toHaveLength(9);
    const extends_ = await Promise.all(
      Array.from({ length: 5 }, () => buy(t, m2().module.id, { action: 'extend' })),
    );
    expect(extends_.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await debitsOf(t.id)).toHaveLength(3);
    expect(await balanceOf(t.id)).toBe(1_000_000 - 3 * 49_000);
  });

  it('a retried purchase with the same Idempotency-Key answers the first, charging once', async () => {
    const t = await learner(server, 100_000);
    const answers = await Promise.all(
      [1, 2, 3].map(() => buy(t, m1().module.id, { key: 'confirm-module-1' })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.result.purchase.id)).size).toBe(1);
    expect(await balanceOf(t.id)).toBe(51_000);
  });

  it('an Idempotency-Key reused for another action on the same module is refused, not answered as the first', async () => {
    // Review: the key check compared kind and item only, so "extend" with the key of the "buy"
    // answered 200 with the buy again: the trader saw success and got no extra days.
    const t = await learner(server, 200_000);
    const first = await buy(t, m1().module.id, { key: 'confirm-m1-a' });
    expect(first.status).toBe(200);
    const reused = await buy(t, m1().module.id, { action: 'extend', key: 'confirm-m1-a' });
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for another purchase');
    expect(await balanceOf(t.id)).toBe(151_000);
    // The same request again is still answered as the first.
    const again = await buy(t, m1().module.id, { action: 'buy', key: 'confirm-m1-a' });
    expect(again.status).toBe(200);
    expect(again.body.result.purchase.id).toBe(first.body.result.purchase.id);
  });

  it('a free course\u2019s module is not for sale: 409 with a clear message, nothing charged', async () => {
    const t = await learner(server, 100_000);
    const res = await buy(t, free.modules[0]!.module.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This module belongs to a free course: it is open to everyone signed in and is not for sale',
    );
    expect(await balanceOf(t.id)).toBe(100_000);
  });

  it('bad input: unknown module 404, bad id 400, bad action 400, a visitor 401', async () => {
    const t = await learner(server, 100_000);
    expect((await buy(t, 999_999)).status).toBe(404);
    expect(
      (await call(server, 'POST', '/course/modules/abc/purchase', { token: t.token })).status,
    ).toBe(400);
    const bad = await buy(t, m1().module.id, { action: 'steal' });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(server, 'POST', `/course/modules/${m1().module.id}/purchase`, {
          token: t.token,
          json: 'buy',
        })
      ).status,
    ).toBe(400);
    expect((await call(server, 'POST', `/course/modules/${m1().module.id}/purchase`)).status).toBe(
      401,
    );
    expect(await balanceOf(t.id)).toBe(100_000);
  });

  it('a course shows purchased while any of its modules is active', async () => {
    const t = await learner(server, 49_000);
    const course = () =>
      call<{ result: { purchased: boolean } }>(server, 'GET', `/course/${paid.course.id}`, {
        token: t.token,
      });
    expect((await course()).body.result.purchased).toBe(false);
    await buy(t, m2().module.id);
    expect((await course()).body.result.purchased).toBe(true);
  });
});
