// What a sheet's size costs when a component first renders (docs/decisions/0270-host-styling-
// runtime.md): a rule inserted into a sheet makes the browser rebuild that sheet's rule set at the
// next style update. This measures, in Chromium on a page of 1,500 elements, the style update
// after five components' rules go in, into a sheet that holds N components' rules before the first
// of them against a sheet of their own beside it (the median of 30 inserts each), for N up to
// 2,000. Prints the table; no target of its own. It is why the styling runtime spreads the
// document's rules over one sheet per range of 24 definitions (sheets.ts, SHEET_SPAN): what that
// saves is the two columns' difference.
import { launchChromium } from '../kit/chromium.mjs';

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setContent('<style id="big"></style><div id="root"></div>');
  const rows = await page.evaluate(() => {
    const root = document.getElementById('root');
    for (let i = 0; i < 1500; i += 1) {
      const div = document.createElement('div');
      div.className = `c${i % 400}`;
      div.innerHTML = `<span>text ${i}</span><b>x</b>`;
      root.append(div);
    }
    const big = document.getElementById('big').sheet;
    // A new, empty sheet after the big one for each size.
    const ownSheet = () => {
      const style = document.createElement('style');
      document.head.append(style);
      return style.sheet;
    };
    // One component's compiled rules as the runtime inserts them (sheets.ts, ruleBlock).
    const component = (name, i) =>
      `@media all{.${name}{color:rgb(${i % 255},0,0);margin:${i % 7}px}.${name}>span{padding:1px}` +
      `.${name}:hover{color:blue}@media (max-width:600px){.${name}{margin:0}}}`;
    const medianUpdate = (sheet, tag) => {
      const times = [];
      for (let k = 0; k < 30; k += 1) {
        for (let j = 0; j < 5; j += 1)
          sheet.insertRule(component(`${tag}${k}x${j}`, j), sheet.cssRules.length);
        const start = performance.now();
        void document.body.offsetHeight; // the style update (and layout) the next frame does
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      return times[15];
    };
    const out = [];
    for (const size of [0, 250, 500, 1000, 2000]) {
      while (big.cssRules.length < size)
        big.insertRule(
          component(`c${big.cssRules.length}`, big.cssRules.length),
          big.cssRules.length,
        );
      void document.body.offsetHeight;
      const shared = medianUpdate(big, `b${size}_`);
      // The 150 rules just measured go again, so each size is measured at that size.
      while (big.cssRules.length > size) big.deleteRule(big.cssRules.length - 1);
      out.push([size, shared, medianUpdate(ownSheet(), `o${size}_`)]);
    }
    return out;
  });
  console.log("style update after five components' rules go in (ms, median of 30, unthrottled)");
  console.log('components already in the sheet | into that sheet | into a sheet of their own');
  for (const [size, shared, apart] of rows)
    console.log(`${size} | ${shared.toFixed(2)} | ${apart.toFixed(2)}`);
} finally {
  await browser.close();
}
