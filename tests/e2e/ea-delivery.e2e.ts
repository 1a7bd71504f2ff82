// Expert advisor delivery end to end (docs/decisions/0282-expert-advisor-delivery.md): the demo
// trader buys an expert advisor, follows the success link to its page, downloads the MT5 file,
// then the bridge simulator (npm run bridge:simulate, a child process) posts a heartbeat and
// trades with the key: the status turns active and the figures move on the open page without a
// reload, and the owner is notified.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AlgoBot, MyPurchaseResponse, Page as ApiPage } from '@savdo/contract';
import { apiCall, tokenOf as tokenOfUser } from './support/api';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const api = <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  apiCall<T>(baseUrl, path, init);
const tokenOf = (username: string, password: string) => tokenOfUser(baseUrl, username, password);
let chrome: E2EBrowser;
const BOT = 'Gold Scalper';
const LOGIN = '7012345';

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** The simulator as a trader's terminal would be: a separate process speaking HTTP. */
function simulate(key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'run',
        '--silent',
        'bridge:simulate',
        '--',
        '--key',
        key,
        '--origin',
        baseUrl,
        '--platform',
        'MT5',
        '--login',
        LOGIN,
        '--trades',
        '3',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`simulator exited ${code}: ${output}`)),
    );
  });
}

describe('expert advisor delivery', () => {
  it('buy, download the MT5 file, the bridge simulator turns it active with live figures, the owner is notified (en, 1366 px)', async () => {
    const trader = await tokenOf(DEMO.trader.username, DEMO.trader.password);
    const admin = await tokenOf(DEMO.admin.username, DEMO.admin.password);
    const market = await api<{ result: ApiPage<AlgoBot> }>('/algo-trade/all?limit=100', {
      token: trader,
    });
    const bot = market.result.data.find((b) => b.name === BOT);
    if (!bot) throw new Error(`no demo bot "${BOT}"`);
    // The purchase is paid from a top-up of its own, so the trader's other tests keep their money.
    const me = await api<{ result: { id: number } }>('/users/me', { token: trader });
    await api(`/admin/users/${me.result.id}/balance`, {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 290_000, reason: 'e2e: expert advisor delivery' }),
    });

    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 1366, height: 860 },
      language: 'en',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto(`/algo-trading/${bot.id}`);
    await page.getByRole('button', { name: 'Purchase' }).waitFor({ timeout: 20_000 });
    await page.getByLabel('Platform').selectOption('MT5');
    await page.getByLabel('Broker').selectOption({ index: 1 });
    await page.getByLabel('Account name').fill('Gold account');
    await page.getByLabel('Login').fill(LOGIN);
    await page.getByLabel('Server').fill('Demo-Server-01');
    await page.getByLabel('Deposit (USD)').fill('1000');
    await page.getByLabel('Risk per trade (%)').fill('1');
    await page.getByRole('button', { name: 'Purchase' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();

    // The success state links to the new expert advisor.
    const link = page.getByRole('link', { name: 'Open my expert advisor: download and install' });
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    await page.waitForURL(/\/algo-trading\/my\/\d+$/, { timeout: 20_000 });
    const eaId = Number(new URL(page.url()).pathname.split('/').pop());
    const status = page.locator('[data-savdo-my-expert-advisor] [data-status]').first();
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 20_000 })
      .toBe('in_progress');
    await page.locator('[data-install-guide="MT5"]').waitFor();
    await screenshot(page, 'ea-delivery-install-en-1366');

    // The MT5 file downloads as an attachment under its name, and counts as a download.
    const before = (await api<{ result: AlgoBot }>(`/algo-trade/${bot.id}/details`)).result;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download for MT5' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Gold-Scalper.ex5');
    const path = await download.path();
    expect(await readFile(path, 'utf8')).toContain('SAVDO DEMO MT5');
    const after = (await api<{ result: AlgoBot }>(`/algo-trade/${bot.id}/details`)).result;
    expect(after.monthly_downloads).toBe(before.monthly_downloads + 1);

    // The terminal speaks: the page moves on its own.
    const mine = await api<MyPurchaseResponse>(`/algo-trade/my-purchases/${eaId}`, {
      token: trader,
    });
    expect(await page.locator('[data-figure="trades"]').textContent()).toBe('0');
    const output = await simulate(mine.result.bridge_key);
    expect(output).toContain('"accepted":true');
    await expect.poll(() => status.getAttribute('data-status'), { timeout: 20_000 }).toBe('active');
    await expect
      .poll(() => page.locator('[data-figure="trades"]').textContent(), { timeout: 20_000 })
      .toBe('3');
    await expect
      .poll(() => page.locator('[data-figure="balance"]').textContent(), { timeout: 20_000 })
      .toBe('1\u202F000'); // decision 0301 grouping
    await screenshot(page, 'ea-delivery-active-en-1366');

    const notes = await api<{ result: { data: { kind: string; body: string; link: string }[] } }>(
      '/notification',
      { token: trader, headers: { 'accept-language': 'en' } },
    );
    expect(notes.result.data).toContainEqual(
      expect.objectContaining({
        kind: 'expert_advisor_status',
        link: `/algo-trading/my/${eaId}`,
        body: '"Gold Scalper" is now active.',
      }),
    );

    // My Expert Advisors in the sidebar lists it with its status.
    await page.getByRole('navigation').getByRole('link', { name: 'My Expert Advisors' }).click();
    await waitForPath(page, '/algo-trading/my');
    await expect
      .poll(
        () =>
          page
            .getByTestId('my-expert-advisors')
            .locator(`[data-purchase-id="${eaId}"] [data-status]`)
            .getAttribute('data-status'),
        { timeout: 20_000 },
      )
      .toBe('active');
    await context.close();
  });
});
