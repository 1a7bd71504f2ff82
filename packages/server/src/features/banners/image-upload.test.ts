// A banner's picture uploaded from the back office (PUT /admin/banner/{id}/image): PNG, JPEG or
// WebP by content, at most BANNER_IMAGE_MAX_BYTES, refused naming the `image` field otherwise;
// stored as a public file the dashboard's GET /banner then shows; admins only; audited with the
// banner before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_IMAGE_MAX_BYTES,
  type AdminAuditEntry,
  type AdminBanner,
  type BannersResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

// The smallest valid PNG (1x1 transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.alloc(8),
]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

let server: TestServer;
let admin: string;
let trader: string;
let bannerId: number;

function upload(token: string, bytes: Uint8Array, opts: { type?: string; field?: string } = {}) {
  const form = new FormData();
  form.append(
    opts.field ?? 'image',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'image/png' }),
    'banner.png',
  );
  return call<{ result: AdminBanner; message?: string; fields?: Record<string, string> }>(
    server,
    'PUT',
    `/admin/banner/${bannerId}/image`,
    { token, body: form },
  );
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await makeUser(server, { role: 'admin', is_verified: true });
  admin = (await signInAs(server, a.username, 'secret123')).access_token;
  const t = await makeUser(server, { is_verified: true });
  trader = (await signInAs(server, t.username, 'secret123')).access_token;
  const made = await call<{ result: AdminBanner }>(server, 'POST', '/admin/banner', {
    token: admin,
    json: { image_url: 'https://example.com/old.png', title: { uz: 'B', ru: 'B', en: 'Banner' } },
  });
  bannerId = made.body.result.id;
});
afterAll(async () => server?.close());

describe('PUT /admin/banner/{id}/image', () => {
  it('stores a PNG as a public file that GET /banner then carries', async () => {
    const res = await upload(admin, PNG);
    expect(res.status).toBe(200);
    const url = res.body.result.image_url;
    expect(url).toMatch(/^\/api\/v1\/files\//);
    const served = await fetch(new URL(url, server.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const shown = await call<BannersResponse>(server, 'GET', '/banner');
    expect(shown.body.result.data.find((b) => b.id === bannerId)?.image_url).toBe(url);
  });

  it('takes a WebP and removes the banner picture it replaces', async () => {
    const first = (await upload(admin, PNG)).body.result.image_url;
    const res = await upload(admin, WEBP, { type: 'image/webp' });
    expect(res.status).toBe(200);
    expect(res.body.result.image_url).not.toBe(first);
    expect((await fetch(new URL(first, server.baseUrl))).status).toBe(404);
  });

  it('refuses a wrong file type by its content, naming the image field', async () => {
    for (const [bytes, type] of [
      [Buffer.from('hello'), 'image/png'],
      [GIF, 'image/gif'],
    ] as const) {
      const res = await upload(admin, bytes, { type });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('A banner image must be a PNG, JPEG or WebP picture');
      expect(res.body.fields).toMatchObject({ image: 'banner.not_image' });
    }
  });

  it('refuses a picture over the size cap with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(BANNER_IMAGE_MAX_BYTES)]);
    const res = await upload(admin, big);
    expect(res.status).toBe(413);
    expect(res.body.fields).toMatchObject({ image: 'banner.image_too_large' });
  });

  it('refuses a missing file or another field, and anyone but an admin', async () => {
    const wrongField = await upload(admin, PNG, { field: 'file' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.fields).toMatchObject({ image: 'banner.choose_image' });
    const plain = await call(server, 'PUT', `/admin/banner/${bannerId}/image`, {
      token: admin,
      json: {},
    });
    expect(plain.status).toBe(400);
    expect((await upload(trader, PNG)).status).toBe(403);
  });

  it('answers 404 for a banner that does not exist', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    const res = await call(server, 'PUT', '/admin/banner/999999/image', {
      token: admin,
      body: form,
    });
    expect(res.status).toBe(404);
  });

  it('writes an audit row with the banner before and after', async () => {
    const log = await call<{ result: { data: AdminAuditEntry[] } }>(
      server,
      'GET',
      `/admin/audit?action=banner.image&entity_id=${bannerId}`,
      { token: admin },
    );
    const row = log.body.result.data[0];
    expect(row).toBeDefined();
    expect((row!.before as AdminBanner).image_url).toMatch(/^\/api\/v1\/files\//);
    expect((row!.after as AdminBanner).image_url).not.toBe((row!.before as AdminBanner).image_url);
  });
});
