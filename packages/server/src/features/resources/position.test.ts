// A video resource's position is per account, as a lesson's (docs/decisions/0288-resource-
// position-per-account.md): its buyer saves where they stopped and reads it back from any
// device (another sign-in); anyone who may not play it, or a resource that is not a video, gets
// 404 and nothing is written; a bad position is a 400 naming the field; the body is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource, ResourcePositionResponse } from '@savdo/contract';
import { call, makeUser, signInAs, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  byTitle,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let video: Resource;
let pdf: Resource;

const get = (who: { token: string }, id: number) =>
  call<ResourcePositionResponse & { message?: string }>(server, 'GET', `/resource/${id}/position`, {
    token: who.token,
  });
const put = (who: { token: string }, id: number, json: unknown) =>
  call<ResourcePositionResponse & { message?: string; detail?: Record<string, string> }>(
    server,
    'PUT',
    `/resource/${id}/position`,
    { token: who.token, json },
  );
const rows = async (userId: number) =>
  (await server.db.query('SELECT * FROM resource_positions WHERE user_id = $1', [userId])).rows
    .length;

async function buy(who: Reader): Promise<Reader> {
  expect(
    (await call(server, 'POST', `/resource/${video.id}/purchase`, { token: who.token })).status,
  ).toBe(200);
  return who;
}
const buyer = async () => buy(await reader(server, 100_000));

beforeAll(async () => {
  server = await startResourcesServer();
  const r = await reader(server);
  video = await byTitle(server, r, 'RSI divergence explained');
  pdf = await byTitle(server, r, 'Position sizing guide');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('a video resource position is per account', () => {
  it('starts at 0, is saved by its buyer and read back on another device (a new sign-in)', async () => {
    const user = await makeUser(server, { balance: 100_000, is_verified: true });
    const signIn = async () => (await signInAs(server, user.username, 'secret123')).access_token;
    const who = await buy({ id: user.id, token: await signIn() });
    expect((await get(who, video.id)).body.result).toEqual({
      resource_id: video.id,
      position_seconds: 0,
    });
    const saved = await put(who, video.id, { position_seconds: 42.5 });
    expect(saved.status).toBe(200);
    expect(saved.body.result.position_seconds).toBe(42.5);
    const read = await get({ token: await signIn() }, video.id);
    expect(read.body.result.position_seconds).toBe(42.5);
    // The next write replaces it (the video ended: back to the start).
    await put(who, video.id, { position_seconds: 0 });
    expect((await get(who, video.id)).body.result.position_seconds).toBe(0);
  });

  it('is 404 for someone who has not bought the video, and writes nothing', async () => {
    const other = await reader(server, 100_000);
    expect((await get(other, video.id)).status).toBe(404);
    expect((await put(other, video.id, { position_seconds: 10 })).status).toBe(404);
    expect(await rows(other.id)).toBe(0);
  });

  it('is 404 for a resource that is not a video', async () => {
    const who = await buyer();
    expect((await put(who, pdf.id, { position_seconds: 10 })).status).toBe(404);
  });

  it.each([[-1], [86_401], ['ten']])(
    'refuses position_seconds %s with a 400 naming the field, and writes nothing',
    async (position) => {
      const who = await buyer();
      const res = await put(who, video.id, { position_seconds: position });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('position_seconds');
      expect(await rows(who.id)).toBe(0);
    },
  );

  it('refuses a body with an unknown field (closed schema) and one without the position', async () => {
    const who = await buyer();
    expect((await put(who, video.id, { position_seconds: 1, lesson_id: 3 })).status).toBe(400);
    expect((await put(who, video.id, {})).status).toBe(400);
    expect(await rows(who.id)).toBe(0);
  });

  it('needs a sign-in', async () => {
    expect((await call(server, 'GET', `/resource/${video.id}/position`)).status).toBe(401);
  });
});
