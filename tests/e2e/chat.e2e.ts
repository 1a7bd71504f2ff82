// Chat and presence end to end against the real server, two users in two browser
// contexts: one writes in the English room with a PNG attached, the other sees each message
// arrive live with the header's unread count going up by one (docs/product.md, "Pages": the
// header), opens the chat panel and the count resets to 0; the image shows in their timeline, a
// link is a link with rel noopener and a <script> stays text. Then the support conversation: a user
// writes to support, the demo admin (whose own header counts the question) answers, the user sees
// the answer live. Last, the reviewer's screenshots of the panel at 1366 and 360 px in uz, ru, en.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ChatMessagesResponse, OnlineUsersResponse, UserResponse } from '@savdo/contract';
import { apiCall, tokenOf as tokenOfUser } from './support/api';
import { PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { makePng } from './support/png';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const api = <T>(path: string, init: RequestInit & { token?: string } = {}) =>
  apiCall<T>(baseUrl, path, init);
const tokenOf = (username: string, password: string) => tokenOfUser(baseUrl, username, password);
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 860 } as const;
const LIVE = { timeout: 15_000 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** The header's unread badge as a number (no badge is 0). */
async function unreadOf(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-unread');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.textContent());
}

/** Signs a demo user in on a fresh context; resolves on the dashboard. */
async function signedIn(
  who: { username: string; password: string },
  options: { language: 'uz' | 'ru' | 'en'; viewport?: { width: number; height: number } },
) {
  const opened = await openPage(chrome.browser, baseUrl, {
    viewport: options.viewport ?? WIDE,
    language: options.language,
  });
  await signIn(opened.page, who.username, who.password);
  await waitForPath(opened.page, '/dashboard');
  await opened.page.getByTestId('chat-button').waitFor();
  return opened;
}

/** Opens the header's chat panel and waits for a connected, loaded timeline. */
async function openChatPanel(page: Page) {
  await page.getByTestId('chat-button').click();
  const panel = page.getByTestId('chat-panel');
  await panel.locator('[data-testid="chat-connection"][data-state="connected"]').waitFor(LIVE);
  await panel.getByTestId('chat-messages').waitFor(LIVE);
  return panel;
}

async function userId(token: string): Promise<number> {
  return (await api<UserResponse>('/users/me', { token })).result.id;
}

/** Waits until the server counts the user as online (their page's live socket is connected). */
async function waitOnline(viewerToken: string, id: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (await api<OnlineUsersResponse>('/online-users', { token: viewerToken })).result.some(
          (u) => u.id === id,
        ),
      LIVE,
    )
    .toBe(true);
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-panel').getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => input.inputValue(), LIVE).toBe('');
}

describe('chat', () => {
  it('unread counts in the header: a live message with an image raises the other user’s unread count by one each, opening the chat resets it to 0; links are links (noopener), markup is text', async () => {
    const suffix = uniqueSuffix();
    const traderToken = await tokenOf(DEMO.trader.username, DEMO.trader.password);
    const investorToken = await tokenOf(DEMO.investor.username, DEMO.investor.password);
    const investorId = await userId(investorToken);

    const writer = await signedIn(DEMO.trader, { language: 'en' });
    const reader = await signedIn(DEMO.investor, { language: 'en' });
    // The reader's page follows the live channel from the header: they are online, count 0.
    await waitOnline(traderToken, investorId);
    expect(await unreadOf(reader.page)).toBe(0);

    const panel = await openChatPanel(writer.page);
    expect(await panel.locator('[data-conversation]').getAttribute('data-conversation')).toBe(
      'community-en',
    );

    // 1. A message with a real PNG attached: the preview shows before sending.
    await panel.getByTestId('chat-file').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: makePng(48, 32),
    });
    // The preview really draws (the page's CSP allows it), it is not a broken picture.
    const preview = panel.locator('img[alt="chart.png"]');
    await preview.waitFor();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(48);
    const imageText = `Chart of the day ${suffix}`;
    await send(writer.page, imageText);
    await panel.locator('li[data-message-id]', { hasText: imageText }).locator('img').waitFor(LIVE);
    await expect.poll(() => unreadOf(reader.page), LIVE).toBe(1);
    await expect
      .poll(() => reader.page.getByTestId('chat-button').getAttribute('aria-label'))
      .toBe('Chat: 1 new messages');

    // 2. A link, 3. markup: each one more unread.
    const link = `https://example.com/guide?ref=${suffix}`;
    await send(writer.page, `Read ${link} before the open.`);
    await expect.poll(() => unreadOf(reader.page), LIVE).toBe(2);
    const markup = `<script>window.__chatPwned = 1</script><b>${suffix}</b>`;
    await send(writer.page, markup);
    await expect.poll(() => unreadOf(reader.page), LIVE).toBe(3);

    // The reader opens the chat: the count is 0 at once, and everything is in the timeline.
    const readerPanel = await openChatPanel(reader.page);
    await expect.poll(() => unreadOf(reader.page)).toBe(0);
    expect(await reader.page.getByTestId('chat-button').getAttribute('aria-label')).toBe('Chat');
    const messages = readerPanel.getByTestId('chat-messages');

    const withImage = messages.locator('li[data-message-id]', { hasText: imageText });
    const image = withImage.locator('.images img');
    await image.waitFor(LIVE);
    // The real file, decoded by the browser (not a broken image icon).
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), LIVE)
      .toBe(48);
    expect(await withImage.locator('.images a').getAttribute('rel')).toContain('noopener');

    const anchor = messages.getByRole('link', { name: link });
    await anchor.waitFor();
    expect(await anchor.getAttribute('href')).toBe(link);
    expect(await anchor.getAttribute('rel')).toContain('noopener');
    expect(await anchor.getAttribute('target')).toBe('_blank');

    const asText = messages.locator('li[data-message-id]', { hasText: '<script>' });
    await asText.waitFor();
    expect(await asText.locator('.text').textContent()).toBe(markup);
    expect(await asText.locator('script, b').count()).toBe(0);
    expect(await reader.page.evaluate(() => 'ChatPwned' in window || '__chatPwned' in window)).toBe(
      false,
    );
    await screenshot(reader.page, 'chat-live-en-1366');

    // While the chat is open a new message shows and adds nothing; once closed, it adds one.
    const whileOpen = `While you read ${suffix}`;
    await send(writer.page, whileOpen);
    await messages.getByText(whileOpen).waitFor(LIVE);
    expect(await unreadOf(reader.page)).toBe(0);
    await reader.page.keyboard.press('Escape');
    await reader.page.getByTestId('chat-panel').waitFor({ state: 'detached' });
    await send(writer.page, `After you closed ${suffix}`);
    await expect.poll(() => unreadOf(reader.page), LIVE).toBe(1);

    await writer.context.close();
    await reader.context.close();
  });

  it('support: a user writes to support, the admin is told (unread +1) and answers, the user sees the answer live', async () => {
    const suffix = uniqueSuffix();
    const adminToken = await tokenOf(DEMO.admin.username, DEMO.admin.password);
    const investorToken = await tokenOf(DEMO.investor.username, DEMO.investor.password);
    const adminId = await userId(adminToken);
    const investorId = await userId(investorToken);
    const conversation = `support-${investorId}`;

    const admin = await signedIn(DEMO.admin, { language: 'en' });
    const user = await signedIn(DEMO.investor, { language: 'en' });
    await waitOnline(investorToken, adminId);
    expect(await unreadOf(admin.page)).toBe(0);

    const panel = await openChatPanel(user.page);
    await panel.getByRole('tab', { name: 'Support' }).click();
    await panel.locator(`[data-conversation="${conversation}"]`).waitFor();
    await panel.getByText('Write your question: the admins answer here.').waitFor();
    const question = `How do I top up with Payme? ${suffix}`;
    await send(user.page, question);
    await panel.getByTestId('chat-messages').getByText(question).waitFor(LIVE);

    // The admin's header counts a question in any support conversation.
    await expect.poll(() => unreadOf(admin.page), LIVE).toBe(1);
    const history = await api<ChatMessagesResponse>(`/chat/${conversation}/messages?limit=50`, {
      token: adminToken,
    });
    expect(history.result.data.at(-1)?.text).toBe(question);

    const answer = `Open Balance, choose Payme and enter at least the minimum. ${suffix}`;
    await api(`/chat/${conversation}/send`, {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: answer }),
    });
    const reply = panel.locator('li[data-message-id]', { hasText: answer });
    await reply.waitFor(LIVE);
    expect(await reply.locator('.who').textContent()).toContain('Support team');
    expect(await unreadOf(user.page)).toBe(0);
    await screenshot(user.page, 'chat-support-en-1366');

    await admin.context.close();
    await user.context.close();
  });

  it('the chat panel is photographed at 1366 and 360 px in uz, ru and en (community and support)', async () => {
    for (const language of ['uz', 'ru', 'en'] as const) {
      const { page, context } = await signedIn(DEMO.trader, { language });
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
        const before = await pageWidth();
        const panel = await openChatPanel(page);
        await panel.locator('li[data-message-id]').first().waitFor(LIVE);
        // The panel fits the screen: nothing sticks out sideways.
        const box = await panel.boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
        // The header with the chat button fits (down to 360 px) and the panel adds no sideways
        // scrolling to the page.
        expect(before).toBe(viewport.width);
        expect(await pageWidth()).toBe(before);
        if (before > viewport.width) {
          const wide = await page.evaluate(() =>
            [...document.querySelectorAll('body *')]
              .filter((n) => n.getBoundingClientRect().right > window.innerWidth + 1)
              .slice(0, 5)
              .map(
                (n) =>
                  `${n.tagName}.${String(n.className).slice(0, 40)} ${Math.round(n.getBoundingClientRect().right)}`,
              ),
          );
          console.warn(
            `[chat e2e] the page itself is ${before} px wide at ${viewport.width}:`,
            wide,
          );
        }
        await screenshot(page, `chat-panel-${language}-${viewport.width}`);
        // Beside the timeline there is room for the online list only on a wide widget; in the
        // 440 px panel and on a phone the header's online button swaps one for the other.
        const toggle = panel.getByTestId('chat-online-toggle');
        await toggle.click();
        await panel.getByTestId('chat-online').waitFor();
        expect(await panel.getByTestId('chat-messages').isVisible()).toBe(false);
        await screenshot(page, `chat-online-${language}-${viewport.width}`);
        await toggle.click();
        await panel.getByTestId('chat-messages').waitFor();
        await panel.getByRole('tab').nth(1).click();
        await panel.locator('[data-conversation^="support-"]').waitFor();
        await panel.locator('li[data-message-id]').first().waitFor(LIVE);
        await screenshot(page, `chat-support-${language}-${viewport.width}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('chat-panel').waitFor({ state: 'detached' });
      }
      await context.close();
    }
  });
});
