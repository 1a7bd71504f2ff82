import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await (await b.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 })).newPage();
await page.goto('http://127.0.0.1:8094/');
await page.waitForTimeout(3500);
await page.evaluate(() => window.scrollTo(0, 650));
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/shots/partner-360-zoom.png', clip: { x: 180, y: 0, width: 180, height: 300 } });
await b.close();
