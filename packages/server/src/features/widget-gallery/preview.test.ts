// The widget gallery's preview frame (docs/decisions/0324-widget-gallery-and-builder.md): built
// only from names that match their patterns and escaped values; drawn on our own origin, or sent
// on to the partner demo's origin, which draws it with its key and lets the builder frame it.
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerDemo } from '../../partner-demo';
import { readWidgetPreview, renderWidgetPreview, widgetPreviewPolicy } from './preview-page';
import { startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const query = (text: string) => new URLSearchParams(text);

describe('readWidgetPreview', () => {
  it('takes a savdo- tag, its attributes, --savdo- properties and a height', () => {
    expect(
      readWidgetPreview(
        query(
          'tag=savdo-economic-calendar&a.impact=high&a.hide-filters=&css.--savdo-color-accent=%230a7d62&height=600',
        ),
      ),
    ).toEqual({
      tag: 'savdo-economic-calendar',
      attributes: [
        ['impact', 'high'],
        ['hide-filters', ''],
      ],
      cssProperties: [['--savdo-color-accent', '#0a7d62']],
      height: 600,
    });
  });

  it('refuses a tag that is not ours, and drops event handlers, odd names and CSS that could end its declaration', () => {
    expect(readWidgetPreview(query('tag=script'))).toBeNull();
    expect(readWidgetPreview(query('tag=savdo-x><script'))).toBeNull();
    const preview = readWidgetPreview(
      query(
        'tag=savdo-signals&a.onclick=alert(1)&a.x%20y=1&css.--savdo-a=red;}body{color:red&css.color=red&css.--savdo-b=url(x)<&height=5',
      ),
    );
    expect(preview).toEqual({
      tag: 'savdo-signals',
      attributes: [],
      cssProperties: [],
      height: null,
    });
  });
});

describe('renderWidgetPreview', () => {
  it('escapes attribute values and writes bare boolean attributes', () => {
    const html = renderWidgetPreview(
      {
        tag: 'savdo-signals',
        attributes: [
          ['lang', 'ru'],
          ['query', '"><script>alert(1)</script>'],
          ['hide-title', ''],
        ],
        cssProperties: [['--savdo-radius-lg', '4px']],
        height: null,
      },
      { nonce: 'n1', apiOrigin: 'http://api.test', partnerKey: 'pk_1' },
    );
    expect(html).toContain(
      '<savdo-signals lang="ru" query="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" hide-title></savdo-signals>',
    );
    expect(html).toContain('savdo-signals { display: block; --savdo-radius-lg: 4px; }');
    expect(html).toContain('src="http://api.test/embed/v1/savdo.js" async nonce="n1"');
    expect(html).toContain('data-partner="pk_1"');
  });

  it('may be framed only by the builder: the policy names who may frame it', () => {
    const policy = widgetPreviewPolicy('http://api.test', 'n1', 'http://api.test');
    expect(policy).toContain('frame-ancestors http://api.test');
    expect(policy).toContain("style-src 'nonce-n1'");
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('GET /widgets/preview', () => {
  it('draws the element on our own origin, framable by our own pages only', async () => {
    const res = await fetch(`${server.baseUrl}/widgets/preview?tag=savdo-signals&a.lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain('<savdo-signals lang="en"></savdo-signals>');
    expect(html).not.toContain('data-partner');
  });

  it('answers 400 with a reason for a tag that is not an element of ours', async () => {
    const res = await fetch(`${server.baseUrl}/widgets/preview?tag=iframe`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/tag=savdo-/);
  });

  it('sends the frame on to the partner demo origin, which draws it with its key for the builder to frame', async () => {
    const demo = await startPartnerDemo(
      server.db,
      { host: '127.0.0.1', port: 0, htmlFile: resolve('demo/partner.html') },
      server.baseUrl,
      () => undefined,
    );
    server.app.ctx.widgetPreview.partnerOrigin = demo!.origin;
    try {
      const res = await fetch(
        `${server.baseUrl}/widgets/preview?tag=savdo-economic-calendar&a.impact=high`,
        { redirect: 'manual' },
      );
      expect(res.status).toBe(302);
      const location = res.headers.get('location') ?? '';
      expect(location).toBe(`${demo!.origin}/preview?tag=savdo-economic-calendar&a.impact=high`);
      const page = await fetch(location);
      expect(page.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${server.baseUrl}`,
      );
      const html = await page.text();
      expect(html).toContain('<savdo-economic-calendar impact="high"></savdo-economic-calendar>');
      expect(html).toMatch(/data-partner="pk_[^"]+"/);
    } finally {
      server.app.ctx.widgetPreview.partnerOrigin = null;
      await demo?.close();
    }
  });
});
