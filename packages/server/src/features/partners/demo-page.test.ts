// The partner demo page's server (packages/server/src/partner-demo.ts): when it runs, its
// Content-Security-Policy, the page it serves, and the demo key it keeps for its origin.
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPartnerKeyByHash } from './repository';
import { hashPartnerKey } from './service';
import {
  DEFAULT_PARTNER_PORT,
  ensureDemoPartnerKey,
  partnerDemoSettings,
  partnerPagePolicy,
  renderPartnerPage,
  startPartnerDemo,
} from '../../partner-demo';
import { startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('partner demo settings', () => {
  it('runs on port 8081 with demo data, on PARTNER_PORT when given, never with PARTNER_PORT=off', () => {
    expect(DEFAULT_PARTNER_PORT).toBe(8081);
    expect(partnerDemoSettings({ SAVDO_SEED: 'demo' }, '127.0.0.1', '/repo')).toEqual({
      host: '127.0.0.1',
      port: 8081,
      htmlFile: resolve('/repo', 'demo/partner.html'),
    });
    expect(partnerDemoSettings({ PARTNER_PORT: '9099' }, '127.0.0.1')?.port).toBe(9099);
    expect(partnerDemoSettings({}, '127.0.0.1')).toBeNull();
    expect(
      partnerDemoSettings({ SAVDO_SEED: 'demo', PARTNER_PORT: 'off' }, '127.0.0.1'),
    ).toBeNull();
    expect(() => partnerDemoSettings({ PARTNER_PORT: 'eighty' }, '127.0.0.1')).toThrow(
      /PARTNER_PORT/,
    );
  });
});

describe('the page and its policy', () => {
  it("allows scripts from the API origin or with the nonce, styles only with the nonce, no 'unsafe-inline'", () => {
    const policy = partnerPagePolicy('http://127.0.0.1:8080', 'abc');
    expect(policy).toContain("script-src 'nonce-abc' http://127.0.0.1:8080");
    expect(policy).toContain("style-src 'nonce-abc'");
    expect(policy).toContain('connect-src http://127.0.0.1:8080 ws://127.0.0.1:8080');
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it('fills the placeholders, escaped', () => {
    const html = renderPartnerPage(
      '<script src="{{EMBED_SRC}}" nonce="{{NONCE}}" data-partner="{{PARTNER_KEY}}"></script>{{UNKNOWN}}',
      {
        nonce: 'n1',
        apiOrigin: 'http://api.test',
        partnerKey: 'pk_"x"',
        pageOrigin: 'http://page.test',
      },
    );
    expect(html).toBe(
      '<script src="http://api.test/embed/v1/savdo.js" nonce="n1" data-partner="pk_&#34;x&#34;"></script>{{UNKNOWN}}',
    );
  });
});

describe('startPartnerDemo', () => {
  it('serves demo/partner.html on its own origin with a fresh nonce per request, and keeps a key for that origin', async () => {
    const settings = { host: '127.0.0.1', port: 0, htmlFile: resolve('demo/partner.html') };
    const demo = await startPartnerDemo(server.db, settings, server.baseUrl, () => undefined);
    try {
      expect(demo).not.toBeNull();
      const first = await fetch(demo!.url);
      const second = await fetch(demo!.url);
      const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
      const csp = first.headers.get('content-security-policy');
      expect(nonceOf(csp)).toBeDefined();
      expect(nonceOf(csp)).not.toBe(nonceOf(second.headers.get('content-security-policy')));
      const html = await first.text();
      expect(html).toContain(`src="${server.baseUrl}/embed/v1/savdo.js"`);
      expect(html).toContain(`nonce="${nonceOf(csp)}"`);
      const key = /data-partner="(pk_[^"]+)"/.exec(html)?.[1] ?? '';
      const stored = await findPartnerKeyByHash(server.db, hashPartnerKey(key));
      expect(stored?.allowed_origins).toContain(demo!.origin);
      expect((await fetch(`${demo!.origin}/other`)).status).toBe(404);
    } finally {
      await demo?.close();
    }
  });

  it('the demo key is created once, extended with a new origin and rotated to learn its value', async () => {
    const a = await ensureDemoPartnerKey(server.db, 'http://127.0.0.1:7001');
    const b = await ensureDemoPartnerKey(server.db, 'http://127.0.0.1:7002');
    expect(b).not.toBe(a);
    expect(await findPartnerKeyByHash(server.db, hashPartnerKey(a))).toBeNull();
    const stored = await findPartnerKeyByHash(server.db, hashPartnerKey(b));
    expect(stored?.name).toBe('Partner demo page');
    expect(stored?.allowed_origins).toEqual(
      expect.arrayContaining(['http://127.0.0.1:7001', 'http://127.0.0.1:7002']),
    );
  });

  it('a port already taken is reported and skipped; nothing throws', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', () => done()));
    const port = (blocker.address() as { port: number }).port;
    const warnings: string[] = [];
    try {
      const demo = await startPartnerDemo(
        server.db,
        { host: '127.0.0.1', port, htmlFile: resolve('demo/partner.html') },
        server.baseUrl,
        (m) => warnings.push(m),
      );
      expect(demo).toBeNull();
      expect(warnings[0]).toMatch(/partner demo page not started: .*EADDRINUSE/);
    } finally {
      blocker.close();
    }
  });
});
