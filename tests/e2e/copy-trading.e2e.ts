// Copy trading end to end against the real server (docs/decisions/0283-copy-trading-follow.md):
// the demo trader opens a strategy from /copy-trade, copies it with an account and a risk per trade
// inside 0.5–1% (a risk outside is refused first), sees it copied with the follower count risen;
// the bridge simulator posts a heartbeat and closed trades with the follow's key and the copied
// trades appear on the open page without a reload
// (docs/decisions/0307-copied-trades-in-algo-trades.md); it shows on the list too, then the trader
// stops it behind the confirmation and sees it stopped.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CopyFollowsResponse, CopyStrategiesResponse } from '@savdo/contract';
import { apiCall, tokenOf as tokenOfUser } from './support/api';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const api = <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  apiCall<T>(baseUrl, path, init);
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 860 } as const;
const ACCOUNT = { login: '5012345', server: 'Demo-Server-01' } as const;

/** `npm run bridge:simulate` (packages/bridge/src/simulate.ts) with a key: a heartbeat, then trades. */
async function simulateBridge(key: string, platform: string, trades: number): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'tsx',
      'packages/bridge/src/simulate.ts',
      '--key',
      key,
      '--origin',
      baseUrl,
      '--platform',
      platform,
      '--login',
      ACCOUNT.login,
      '--server',
      ACCOUNT.server,
      '--trades',
      String(trades),
      '--retries',
      '0',
    ],
    { cwd: process.cwd(), timeout: 60_000 },
  );
  return stdout;
}

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe('copy trading', () => {
  it('open a strategy, copy it (risk refused outside 0.5–1%), see it copied with one more follower, stop it (en, 1366 px)', async () => {
    const trader = await tokenOfUser(baseUrl, DEMO.trader.username, DEMO.trader.password);
    const before = await api<CopyFollowsResponse>('/copy-trade/follows', { token: trader });
    const copied = new Set(
      before.result.filter((f) => f.state !== 'stopped').map((f) => f.strategy_id),
    );
    const list = await api<CopyStrategiesResponse>('/copy-trade/strategies');
    const strategy = list.result.find((s) => !copied.has(s.algo_trade_id));
    if (!strategy) throw new Error('every demo strategy is already copied');

    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto('/copy-trade');
    const card = page.locator(`[data-strategy-id="${strategy.algo_trade_id}"]`);
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('link').first().click();
    await waitForPath(page, `/copy-trade/${strategy.algo_trade_id}`);
    const followers = page.locator('[data-stat="followers"]');
    await followers.waitFor({ timeout: 20_000 });
    expect(await followers.textContent()).toBe(String(strategy.followers));

    await page.getByLabel('Platform').selectOption({ index: 1 });
    await page.getByLabel('Trading account login').fill(ACCOUNT.login);
    await page.getByLabel('Server').fill(ACCOUNT.server);
    await page.getByLabel('Risk per trade, %').fill('2');
    await page
      .getByLabel('I understand that profit and loss are entirely my responsibility')
      .check();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Risk per trade must be from 0.5% to 1%').waitFor();
    await page.getByLabel('Risk per trade, %').fill('0.75');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('You copy this strategy').waitFor({ timeout: 15_000 });
    await page
      .locator(`[data-stat="followers"]:text-is("${strategy.followers + 1}")`)
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'copy-strategy-copied-en-1366');

    // The terminal bridge posts with the follow's key: its copied trades appear, live.
    const follows = await api<CopyFollowsResponse>('/copy-trade/follows', { token: trader });
    const follow = follows.result.find(
      (f) => f.strategy_id === strategy.algo_trade_id && f.state === 'copying',
    );
    if (!follow) throw new Error('the new follow is not in my follows');
    const copiedPanel = page.locator('[data-my-follow] [data-copied-trades]');
    await copiedPanel.getByText(/^No copied trades yet/).waitFor({ timeout: 15_000 });
    const out = await simulateBridge(follow.bridge_key, follow.platform, 2);
    expect(out).toContain('"accepted":2');
    await copiedPanel.locator('[data-copied="trades"]:text-is("2")').waitFor({ timeout: 20_000 });
    expect(await copiedPanel.locator('tbody tr').count()).toBe(2);
    await page.getByText('Terminal connected').waitFor({ timeout: 15_000 });
    await screenshot(page, 'copy-strategy-copied-trades-en-1366');

    // The list says so too, and lists it under My copies.
    await page.goto('/copy-trade');
    await page
      .locator(`[data-strategy-id="${strategy.algo_trade_id}"][data-my-state="copying"]`)
      .waitFor({ timeout: 20_000 });
    await page.locator('[data-my-copies] [data-follow-state="copying"]').first().waitFor();

    // Stop asks first, then shows it stopped.
    await page.goto(`/copy-trade/${strategy.algo_trade_id}`);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, stop' }).click();
    await page.locator('[data-follow-state="stopped"]').waitFor({ timeout: 15_000 });
    await page.getByText('Stopped', { exact: true }).waitFor();
    await page
      .locator(`[data-stat="followers"]:text-is("${strategy.followers}")`)
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'copy-strategy-stopped-en-1366');
    await context.close();
  });
});
