// Private files stay private (docs/decisions/0276-bounded-uploads-and-private-files.md): journal
// screenshots and chat images are served only through the short-lived signed links the API
// answers with, cached privately for at most the link's life; anything else about them answers
// 404 with no data. Public files (avatars) stay public and immutable. Bodies here live in a storage
// folder, as on PGlite by default.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@savdo/contract';
import {
  call,
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  PNG,
  member,
  send,
  upload,
  type Member,
} from '../../../../../tests/kit/server/chat-fixtures';
import { createEntry, entryQuery } from '../../../../../tests/kit/server/journal-fixtures';
import { sweepBodies } from './file-bodies';
import { signedFileUrl } from './file-links';
import { fileIdFromUrl, fileUrl } from './images';

let server: TestServer;
let owner: Member;
const storageDir = mkdtempSync(join(tmpdir(), 'savdo-files-test-'));

beforeAll(async () => {
  server = await startTestServer({ files: { ...testConfig().files, storageDir } });
  owner = await member(server, { is_verified: true });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(storageDir, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, server.baseUrl));

/** A new entry with one screenshot: its id and the link the API answered. */
async function screenshot(): Promise<{ entryId: number; link: string; fileId: string }> {
  const res = await createEntry(server, owner.token, entryQuery(), {
    images: { before_image_1: PNG },
  });
  expect(res.status).toBe(201);
  const link = res.body.result.before_image_1 ?? '';
  const fileId = fileIdFromUrl(link.split('?')[0] ?? null) ?? '';
  return { entryId: res.body.result.id, link, fileId };
}

describe('journal screenshots', () => {
  it("a journal screenshot's link from the entry works for its owner, cached private for at most its life", async () => {
    const { entryId, link } = await screenshot();
    expect(link).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]+$/);
    const read = await call<{ result: { before_image_1: string } }>(
      server,
      'GET',
      `/trading-journal/${entryId}`,
      { token: owner.token },
    );
    const res = await get(read.body.result.before_image_1);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    const cache = res.headers.get('cache-control') ?? '';
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(cache)?.[1]);
    const exp = Number(new URL(link, server.baseUrl).searchParams.get('exp'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
  });

  it('an unsigned /files/:id of a journal screenshot is refused with 404 and no data', async () => {
    const { fileId } = await screenshot();
    const res = await get(fileUrl(fileId));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ message: 'File not found' });
  });

  it('an expired, altered or borrowed link is refused', async () => {
    const { fileId, link } = await screenshot();
    const secret = server.config.files.linkSecret;
    const past = Math.floor(Date.now() / 1000) - 1;
    expect((await get(signedFileUrl(secret, fileId, past))).status).toBe(404);
    // The same signature with a later expiry.
    const url = new URL(link, server.baseUrl);
    url.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect((await get(url.pathname + url.search)).status).toBe(404);
    // A link of another file does not open this one.
    const other = await screenshot();
    const borrowed = new URL(other.link, server.baseUrl);
    expect((await get(`${fileUrl(fileId)}${borrowed.search}`)).status).toBe(404);
    // Signed with another secret.
    const forged = signedFileUrl('x'.repeat(48), fileId, past + 3600);
    expect((await get(forged)).status).toBe(404);
  });

  it('a deleted screenshot answers 404 through the link it had; its body leaves the folder at the sweep', async () => {
    const { entryId, link, fileId } = await screenshot();
    expect(readdirSync(storageDir)).toContain(fileId);
    expect((await get(link)).status).toBe(200);
    const del = await call(server, 'DELETE', `/trading-journal/${entryId}`, { token: owner.token });
    expect(del.status).toBe(200);
    expect((await get(link)).status).toBe(404);
    // The sweep leaves young bodies (an insert may still be running); an hour on, it is gone.
    await sweepBodies(server.db, storageDir);
    expect(readdirSync(storageDir)).toContain(fileId);
    await sweepBodies(server.db, storageDir, Date.now() + 2 * 3600_000);
    expect(readdirSync(storageDir)).not.toContain(fileId);
  });

  it('the list answers signed links too', async () => {
    await screenshot();
    const list = await call<{ result: { data: Array<{ before_image_1: string | null }> } }>(
      server,
      'GET',
      '/trading-journal/all',
      { token: owner.token },
    );
    const links = list.body.result.data.map((e) => e.before_image_1).filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/\?exp=\d+&sig=/);
  });
});

describe('chat images', () => {
  it("a chat image's link in the message works; its plain address is refused", async () => {
    const up = await upload(server, owner.token);
    expect(up.status).toBe(201);
    expect(up.body.result.url).toMatch(/\?exp=\d+&sig=/);
    const sent = await send(server, owner.token, `support-${owner.id}`, {
      text: 'chart',
      image_ids: [up.body.result.id],
    });
    expect(sent.status).toBe(201);
    const image = (sent.body.result as ChatMessage).images[0];
    const res = await get(image?.url ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await get(fileUrl(up.body.result.id))).status).toBe(404);
  });
});

describe('public files', () => {
  it('an avatar stays public and immutable at its plain address', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const res = await call<{ result: { avatar_url: string } }>(
      server,
      'PATCH',
      '/users/me/update/image',
      { token: owner.token, body: form },
    );
    expect(res.status).toBe(200);
    const url = res.body.result.avatar_url;
    expect(url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
