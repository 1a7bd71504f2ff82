import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await (await b.newContext({ viewport: { width: 360, height: 780 } })).newPage();
await page.goto('http://127.0.0.1:8094/');
await page.waitForTimeout(3500);
console.log(await page.evaluate(() => {
  const el = document.querySelector('savdo-economic-calendar');
  const s = el.shadowRoot.querySelector('[part=table]');
  const cs = getComputedStyle(s);
  return [cs.backgroundImage.slice(0, 300), cs.backgroundAttachment, s.scrollWidth, s.clientWidth, getComputedStyle(s.querySelector('table')).backgroundColor].join('\n');
}));
await b.close();
