// The demo landing page (demo/landing.html at /landing): built only from widgets and the one
// script tag, under a policy with no 'unsafe-inline' (its own script and style carry the
// per-request nonce), never framed; a missing file answers 404, not a crash.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { landingPage, landingPolicy } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('GET /landing', () => {
  it('serves the page with a fresh nonce in its policy, script and style', async () => {
    const first = await fetch(`${server.baseUrl}/landing`);
    const second = await fetch(`${server.baseUrl}/landing`);
    expect(first.status).toBe(200);
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await first.text();
    expect(html).not.toContain('{{NONCE}}');
    expect(html).toContain(`<script src="/embed/v1/savdo.js" async nonce="${nonce}"`);
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('sells with widgets only: plans, a course and sign-up', async () => {
    const html = await (await fetch(`${server.baseUrl}/landing`)).text();
    for (const tag of ['savdo-plans', 'savdo-course', 'savdo-register', 'savdo-session-status'])
      expect(html).toContain(`<${tag}`);
  });

  it('answers 404 when the page file is missing', async () => {
    const app = Fastify();
    await app.register(landingPage('/nonexistent/landing.html'));
    const res = await app.inject({ method: 'GET', url: '/landing' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('No landing page here.');
    await app.close();
  });

  it('the policy allows only our own origin and the nonce', () => {
    const policy = landingPolicy('abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).toContain("connect-src 'self'");
  });
});
