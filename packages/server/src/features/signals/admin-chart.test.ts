// The back office uploads a signal's chart picture, then publishes the signal with its address:
// images only, admins only, the picture served publicly, the upload in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalChartUpload, TradingSignal } from '@savdo/contract';
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

let server: TestServer;
let admin: string;
let trader: string;

function upload(token: string, bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'chart.png');
  return call<{ result: SignalChartUpload }>(server, 'POST', '/admin/signals/chart-image', {
    token,
    body: form,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const a = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, a.username, 'secret123')).access_token;
  const u = await makeUser(server, {});
  trader = (await signInAs(server, u.username, 'secret123')).access_token;
});
afterAll(async () => server?.close());

describe('POST /admin/signals/chart-image', () => {
  it('stores an image and answers its public address, which a new signal can carry', async () => {
    const res = await upload(admin, PNG, 'image/png');
    expect(res.status).toBe(201);
    const { url } = res.body.result;
    expect(url).toMatch(/^\/api\/v1\/files\//);
    const served = await fetch(new URL(url, server.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const signal = await call<{ result: TradingSignal }>(server, 'POST', '/admin/signals', {
      token: admin,
      json: {
        symbol: 'CHARTUSD',
        type: 'buy',
        asset_type: 'forex',
        entry_price: 1.1,
        stop_loss: 1.09,
        take_profit: 1.12,
        chart_image: url,
      },
    });
    expect(signal.status).toBe(201);
    expect(signal.body.result.chart_image).toBe(url);
  });

  it('refuses what is not an image, and anyone but an admin', async () => {
    const text = await upload(admin, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      message: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    });
    expect((await upload(trader, PNG, 'image/png')).status).toBe(403);
  });

  it('is recorded in the audit log', async () => {
    const log = await call<{ result: { total: number } }>(
      server,
      'GET',
      '/admin/audit?action=signal_chart.upload',
      { token: admin },
    );
    expect(log.body.result.total).toBeGreaterThan(0);
  });
});
