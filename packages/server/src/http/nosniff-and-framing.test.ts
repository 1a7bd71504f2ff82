// Headers on every answer (docs/decisions/0275-closed-request-schemas.md): each answer of the server
// carries X-Content-Type-Options: nosniff (API JSON, errors, 404s, static files, a refused
// WebSocket upgrade), and the payment providers' sandbox checkout pages, a card form, are never
// framed: Content-Security-Policy frame-ancestors 'none' and X-Frame-Options: DENY.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';

const hostAppDir = mkdtempSync(join(tmpdir(), 'savdo-nosniff-'));
let server: TestServer;
let token: string;
beforeAll(async () => {
  writeFileSync(join(hostAppDir, 'index.html'), '<!doctype html><title>Savdo</title>');
  mkdirSync(join(hostAppDir, 'assets'));
  writeFileSync(join(hostAppDir, 'assets', 'app-AbC123.js'), 'console.log("savdo");');
  server = await startTestServer({ hostAppDir });
  const user = await makeUser(server, { is_verified: true });
  token = (await signInAs(server, user.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
  rmSync(hostAppDir, { recursive: true, force: true });
});

const nosniff = (res: { headers: Headers }) => res.headers.get('x-content-type-options');

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it('a sample of API routes, public and signed in', async () => {
    const answers = [
      await call(server, 'GET', '/healthz'),
      await call(server, 'GET', '/economic_calendar'),
      await call(server, 'GET', '/signal/all'),
      await call(server, 'GET', '/users/me', { token }),
      await call(server, 'GET', '/auth/providers'),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(500);
      expect(nosniff(res)).toBe('nosniff');
    }
  });

  it('error answers: a 400, a 401 and a malformed body', async () => {
    const bad = await call(server, 'PATCH', '/users/me/update', {
      token,
      json: { first_name: 'Aziz', role: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: { role: 'role is not a known field' } });
    const unauthenticated = await call(server, 'GET', '/users/me');
    expect(unauthenticated.status).toBe(401);
    const malformed = await call(server, 'POST', '/auth/register', {
      body: '{"first_name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    for (const res of [bad, unauthenticated, malformed]) expect(nosniff(res)).toBe('nosniff');
  });

  it('404s, under the API and at the site root', async () => {
    const api = await call(server, 'GET', '/no-such-route');
    const root = await fetch(`${server.baseUrl}/no-such-file.js`);
    expect(api.status).toBe(404);
    expect(root.status).toBe(404);
    expect(nosniff(api)).toBe('nosniff');
    expect(nosniff(root)).toBe('nosniff');
  });

  it('static files and the WebSocket route asked without an upgrade', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/app-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(nosniff(asset)).toBe('nosniff');
    const live = await fetch(`${server.baseUrl}/api/v1/live`);
    expect(live.status).toBeGreaterThanOrEqual(400);
    expect(nosniff(live)).toBe('nosniff');
  });
});

describe('the sandbox checkout pages are never framed', () => {
  it("a checkout page and its error page carry frame-ancestors 'none' and X-Frame-Options: DENY", async () => {
    const generated = await call<{ result: { url: string } }>(
      server,
      'POST',
      '/click/generate_payment_url',
      {
        token,
        query: { amount: '50000', product_name: 'Top-up', return_url: '/payments/return' },
        json: {},
      },
    );
    expect(generated.status).toBe(200);
    const url = new URL(generated.body.result.url);
    const page = await fetch(`${server.baseUrl}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    const broken = await fetch(`${server.baseUrl}/sandbox/payme/not-base64`);
    expect(broken.status).toBe(404);
    for (const res of [page, broken]) {
      expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(nosniff(res)).toBe('nosniff');
    }
  });
});
