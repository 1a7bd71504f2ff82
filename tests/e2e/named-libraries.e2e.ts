// The build on the named libraries (docs/decisions/0331-a-build-on-the-named-libraries.md): the
// embed and the host app built on real React, styled-components and i18next instead of
// preact/compat, our styling runtime and our translator (`node scripts/build.mjs
// --only-named-libraries` writes build/named-libraries; global-setup.ts serves it to this
// project). The production builds swap those libraries for lighter ones; this keeps the
// originals a configuration that works: a trader signs in, switches the language and reads the
// calendar, and a partner's page shows the embedded widgets under its CSP.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startPartnerDemoServer, type PartnerDemoServer } from '@savdo/server/partner-demo';
import type { PartnerKeyCreated } from '@savdo/contract';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const baseUrl = inject('baseUrl');
const root = process.cwd();
const NAMED = join(root, 'build/named-libraries');

let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** Every JavaScript file under `dir`, read. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Marks only the real libraries leave in a bundle (their stand-ins have none of them). */
const MARKS = {
  react: '__reactContainer$',
  'styled-components': 'data-styled-version',
  i18next: 'hasLoadedNamespace',
};

/** Page errors and failed same-origin requests, for the checks at the end of a test. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

describe('the build on React, styled-components and i18next', () => {
  it.each([
    ['host app', 'host-app/assets'],
    ['embed', 'embed/v1'],
  ])('the %s bundles the real libraries, not their stand-ins', (_name, dir) => {
    const all = scripts(join(NAMED, dir)).join('\n');
    for (const [library, mark] of Object.entries(MARKS)) {
      expect(all.includes(mark), `${library} (${mark}) in ${dir}`).toBe(true);
    }
  });

  it('host app: sign in, the dashboard, the language switch and the calendar work', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    const problems = watch(page);
    try {
      await signIn(page, DEMO.trader.username, DEMO.trader.password);
      await page.getByRole('heading', { level: 1, name: 'Welcome, Aziz' }).waitFor();
      // Rendered by react-dom itself, styled by styled-components itself.
      const runtime = await page.evaluate(() => ({
        react: Object.keys(document.getElementById('root') ?? {}).some((k) =>
          k.startsWith('__reactContainer$'),
        ),
        styled: document.querySelectorAll('style[data-styled-version]').length,
      }));
      expect(runtime.react).toBe(true);
      expect(runtime.styled).toBeGreaterThan(0);

      // The switch goes through i18next's changeLanguage and its languageChanged event.
      await page.getByTestId('language-switcher').first().click();
      await page.locator('[data-language="ru"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      await page.getByRole('heading', { level: 1, name: 'Добро пожаловать, Aziz' }).waitFor();

      await page.goto('/economic-calendar');
      await page.locator('[data-event-id]').first().waitFor({ timeout: 30_000 });
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/[а-яё]/i);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('embed: the partner page shows the calendar and the signals under its CSP', async () => {
    const admin = await fetch(`${baseUrl}/api/v1/auth/jwt/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: DEMO.admin.username, password: DEMO.admin.password }),
    });
    const { access_token: token } = (await admin.json()) as { access_token: string };
    const partner: PartnerDemoServer = await startPartnerDemoServer({
      host: '127.0.0.1',
      port: 0,
      apiOrigin: baseUrl,
      htmlFile: `${root}/demo/partner.html`,
    });
    const created = await fetch(`${baseUrl}/api/v1/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Named libraries', allowed_origins: [partner.origin] }),
    });
    partner.setPartnerKey(((await created.json()) as { result: PartnerKeyCreated }).result.key);
    const context = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(e.violatedDirective));
    });
    try {
      const page = await context.newPage();
      const problems = watch(page);
      await page.goto(partner.url);
      for (const [tag, selector] of [
        ['savdo-economic-calendar', '[data-event-id]'],
        ['savdo-signals', '[data-savdo-theme]'],
      ] as const) {
        await page.waitForFunction(
          ([t, s]) => Boolean(document.querySelector(t)?.shadowRoot?.querySelector(s)),
          [tag, selector] as const,
          { timeout: 30_000 },
        );
      }
      // styled-components wrote the widget's styles into its shadow root, with the page's nonce.
      const styled = await page.evaluate(() => {
        const shadow = document.querySelector('savdo-economic-calendar')?.shadowRoot;
        const title = shadow?.querySelector('[part="title"]');
        return {
          sheets: shadow?.querySelectorAll('style[data-styled-version]').length ?? 0,
          title: title ? getComputedStyle(title).fontSize : null,
        };
      });
      expect(styled.sheets).toBeGreaterThan(0);
      expect(styled.title).toBe('20px');
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual(
        [],
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await partner.close();
    }
  });
});
