// Chromium from Debian driven by playwright-core (no browser download ever), with the flags of
// docs/decisions/0001-toolchain.md, one fresh context per test.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS, launchChromium } from '../../kit/chromium.mjs';
import { installProviderFakes } from './provider-fakes';

export { CHROMIUM_ARGS };

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 360, height: 740 } as const;

export interface E2EBrowser {
  browser: Browser;
  close: () => Promise<void>;
}

let shared: Promise<Browser> | null = null;

/**
 * The queue's one Chromium (the e2e files of a queue share their module graph): a launch costs
 * about 3 s of CPU on the 2-core machine, a fresh context about 1 s
 * (docs/decisions/0279-test-lanes.md). Each file still works in contexts of its own, with their
 * own storage; its `close()` closes the contexts it opened and leaves the browser to the next
 * file. Playwright gives the browser a fresh temporary profile (the toolchain note's
 * `--user-data-dir`), removed when the queue's process ends and the browser with it.
 */
export async function launchBrowser(): Promise<E2EBrowser> {
  let browser = shared ? await shared.catch(() => null) : null;
  if (!browser?.isConnected()) {
    shared = launchChromium();
    browser = await shared;
  }
  const before = new Set(browser.contexts());
  const own = browser;
  return {
    browser,
    close: async () => {
      await Promise.all(
        own
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close()),
      );
    },
  };
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Saved language (i18nextLng) before the app starts. */
  language?: 'uz' | 'ru' | 'en';
  /** Saved theme (vite-ui-theme) before the app starts. */
  theme?: 'light' | 'dark' | 'system';
}

export interface E2EPage {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (own storage) and page on the product, with Google and Telegram faked. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  options: PageOptions = {},
): Promise<E2EPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-US',
  });
  const saved: Record<string, string> = {};
  if (options.language) saved.i18nextLng = options.language;
  if (options.theme) saved['vite-ui-theme'] = options.theme;
  if (Object.keys(saved).length > 0) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, saved);
  }
  await installProviderFakes(context);
  const page = await context.newPage();
  // Errors of the page surface in the test output, so a failure says what broke.
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      console.error(`[console] ${message.text()}`);
  });
  return { context, page };
}
