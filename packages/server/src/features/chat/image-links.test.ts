// Fresh links for chat images (POST /chat/images/links, contract chat.ts): a chat left open past
// its links' life renews them (docs/decisions/0276-bounded-uploads-and-private-files.md), for the
// images the viewer may see only: messages of their conversations and their own unsent uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatImageLinksResponse } from '@savdo/contract';
import {
  call,
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { member, send, upload, type Member } from '../../../../../tests/kit/server/chat-fixtures';
import { pause } from '../../../../../tests/kit/server/live-client';

/** Links live 4 s here (a step of 1 s), so one expires within the test. */
const TTL_SECONDS = 4;
let server: TestServer;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer({ files: { ...testConfig().files, linkTtlSeconds: TTL_SECONDS } });
  admin = await member(server, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
});

const renew = (token: string | undefined, body: unknown) =>
  call<ChatImageLinksResponse & { message?: string; detail?: Record<string, string> }>(
    server,
    'POST',
    '/chat/images/links',
    { ...(token ? { token } : {}), json: body },
  );

const fetchStatus = async (url: string) => (await fetch(new URL(url, server.baseUrl))).status;

async function imageIn(author: Member, conversation: string): Promise<string> {
  const id = (await upload(server, author.token)).body.result.id;
  const sent = await send(server, author.token, conversation, { text: '', image_ids: [id] });
  expect(sent.status).toBe(201);
  return id;
}

describe('renewing chat image links', () => {
  it('an image link that expired in a chat left open is renewed: the new link serves the image', async () => {
    const alice = await member(server);
    const bob = await member(server);
    const id = (await upload(server, alice.token)).body.result.id;
    const sent = await send(server, alice.token, 'community-en', { text: '', image_ids: [id] });
    const old = sent.body.result.images[0]?.url ?? '';
    expect(await fetchStatus(old)).toBe(200);
    await pause((TTL_SECONDS + 2) * 1000);
    expect(await fetchStatus(old)).toBe(404);
    const res = await renew(bob.token, { ids: [id] });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { id, url: expect.stringMatching(`^/api/v1/files/${id}\\?exp=`) },
    ]);
    expect(res.body.result[0]?.url).not.toBe(old);
    expect(await fetchStatus(res.body.result[0]?.url ?? '')).toBe(200);
  }, 30_000);

  it('a support conversation image is renewed for its user and the admins only; others get nothing', async () => {
    const alice = await member(server);
    const carol = await member(server);
    const id = await imageIn(alice, `support-${alice.id}`);
    expect((await renew(alice.token, { ids: [id] })).body.result.map((i) => i.id)).toEqual([id]);
    expect((await renew(admin.token, { ids: [id] })).body.result.map((i) => i.id)).toEqual([id]);
    expect((await renew(carol.token, { ids: [id] })).body.result).toEqual([]);
  });

  it('an upload no message holds yet is renewed for its uploader only', async () => {
    const alice = await member(server);
    const bob = await member(server);
    const id = (await upload(server, alice.token)).body.result.id;
    expect((await renew(alice.token, { ids: [id] })).body.result.map((i) => i.id)).toEqual([id]);
    expect((await renew(bob.token, { ids: [id] })).body.result).toEqual([]);
    expect((await renew(admin.token, { ids: [id] })).body.result).toEqual([]);
  });

  it('answers in the order asked, once per id, leaving out unknown ids', async () => {
    const alice = await member(server);
    const first = await imageIn(alice, 'community-uz');
    const second = await imageIn(alice, 'community-ru');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await renew(alice.token, { ids: [second, unknown, first, second] });
    expect(res.body.result.map((i) => i.id)).toEqual([second, first]);
  });

  it('bad input is refused (400) naming the field; a stranger must sign in (401)', async () => {
    const alice = await member(server);
    for (const body of [{ ids: [] }, { ids: ['not-an-id'] }, {}]) {
      const res = await renew(alice.token, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.detail ?? {}).some((field) => /^ids\b/.test(field))).toBe(true);
    }
    const extra = await renew(alice.token, { ids: [], more: 1 });
    expect(extra.status).toBe(400);
    const tooMany = await renew(alice.token, {
      ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000'),
    });
    expect(tooMany.status).toBe(400);
    expect((await renew(undefined, { ids: ['00000000-0000-4000-8000-000000000000'] })).status).toBe(
      401,
    );
  });
});
