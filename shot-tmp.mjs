import { chromium } from 'playwright-core';
const args = ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const base = 'http://127.0.0.1:8093';
for (const [w, h] of [[360, 780], [1366, 800]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, locale: 'en-US' });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + '/auth');
  const form = page.locator('form').first();
  await form.locator('input[name="username"]').fill('trader');
  await form.locator('input[name="password"]').fill('trader123');
  await form.locator('button[type="submit"]').click();
  await page.waitForURL('**/dashboard');
  await page.goto(base + '/economic-calendar');
  await page.waitForSelector('savdo-economic-calendar, [data-event-id]', { timeout: 15000 }).catch(() => {});
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/calendar-${w}.png` });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  console.log(w, 'page overflow px', overflow, 'errors', errors.slice(0, 3));
  await page.goto('http://127.0.0.1:8094/');
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots/partner-${w}.png` });
  console.log(w, 'partner overflow', await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
  await ctx.close();
}
await b.close();
