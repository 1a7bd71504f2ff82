import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const ctx = await b.newContext({ viewport: { width: 360, height: 780 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:8094/');
await page.waitForTimeout(3500);
console.log(await page.evaluate(() => {
  const out = [];
  const walk = (root, depth) => {
    for (const el of root.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 1 && out.length < 12 && !el.closest('[part=table]') && !el.closest('table')) out.push(`${depth}${el.tagName.toLowerCase()}.${el.className}#${el.getAttribute('part')||''} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
      if (el.shadowRoot) walk(el.shadowRoot, depth + '>');
    }
  };
  walk(document, '');
  return out.join('\n');
}));
await b.close();
