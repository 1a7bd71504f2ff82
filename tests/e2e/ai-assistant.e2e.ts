// The AI assistant end to end against the real server, offline (no model is
// configured in the test server): the demo trader asks how long module access lasts, the answer
// arrives labelled as excerpts, cites the module-access rule, and the rule opens in full from the
// citation; the conversation is in the history (also over the API). Then the phone layout in
// Uzbek: the history behind its button. The streamed answer's request ends as finished.
import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AssistantConversationsResponse } from '@savdo/contract';
import { apiCall, tokenOf } from './support/api';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe('AI assistant', () => {
  it('answers a question about module access citing the module-access rule (offline, en, 1366 px)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 1366, height: 860 },
      language: 'en',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto('/ai-assistant');
    await page.getByText(/Offline mode: no AI model is connected/).waitFor({ timeout: 20_000 });
    const box = page.getByLabel('Your question');
    await box.fill('How long does module access last after I buy a module?');
    // The streamed answer's request ends as finished, not as net::ERR_ABORTED in the console.
    const isAsk = (request: Request) => request.url().includes('/ai-assistant/ask');
    const askEnded = Promise.race([
      page.waitForEvent('requestfinished', isAsk).then(() => 'finished'),
      page.waitForEvent('requestfailed', isAsk).then((r) => r.failure()?.errorText ?? 'failed'),
    ]);
    await box.press('Enter');

    const answer = page
      .locator('[data-role="assistant"][data-mode="excerpts"]:not([aria-busy])')
      .first();
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.locator('[data-answer-text]').textContent()).toContain('7 days');
    const rule = answer.locator('[data-source-id="rule.module-access"]');
    expect(await rule.count()).toBe(1);
    expect(await answer.locator('[data-disclaimer]').textContent()).toContain(
      'This is not financial advice.',
    );
    expect(await askEnded).toBe('finished');
    await screenshot(page, 'ai-assistant-answer-en-1366');

    await rule.click();
    await page.waitForURL((url) => url.searchParams.get('source') === 'rule.module-access');
    const panel = page.locator('[data-open-source="rule.module-access"]');
    await panel.getByText(/extends the access by another 7 days/).waitFor({ timeout: 10_000 });
    await screenshot(page, 'ai-assistant-rule-en-1366');

    const token = await tokenOf(baseUrl, DEMO.trader.username, DEMO.trader.password);
    const history = await apiCall<AssistantConversationsResponse>(
      baseUrl,
      '/ai-assistant/conversations',
      { token },
    );
    expect(history.result.data[0]?.title).toBe(
      'How long does module access last after I buy a module?',
    );
    await context.close();
  });

  it('phone layout in Uzbek: the history behind its button (360 px)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 360, height: 780 },
      language: 'uz',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto('/ai-assistant');
    const box = page.getByLabel('Savolingiz');
    await box.waitFor({ timeout: 20_000 });
    await box.fill('Modulga kirish necha kun davom etadi?');
    await box.press('Enter');
    const answer = page.locator('[data-role="assistant"]:not([aria-busy])').first();
    await answer.waitFor({ timeout: 20_000 });
    expect(await answer.locator('[data-source-id="rule.module-access"]').count()).toBe(1);
    await screenshot(page, 'ai-assistant-answer-uz-360');
    expect(await page.locator('[part="history"]').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Tarix' }).click();
    await page.locator('[part="history"]').waitFor({ state: 'visible' });
    await screenshot(page, 'ai-assistant-history-uz-360');
    await context.close();
  });
});
