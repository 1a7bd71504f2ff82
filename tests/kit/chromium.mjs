// The one way tests and benches start Debian's Chromium (docs/decisions/0001-toolchain.md): no
// browser download ever, and the flags that keep it off the closed network. Used by the
// benches, the e2e support, web-test-runner and Lighthouse (which takes the flags only).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Headless, no sandbox, no GPU, and nothing that talks to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156's headless mode preloads two WebUI pages of the address bar's popup
  // (chrome://omnibox-popup.top-chrome) in a renderer of their own for every window, so for
  // every browser context a test opens: 1-2 s of CPU each on the 2-core machine, for a popup no
  // test ever shows (docs/decisions/0279-test-lanes.md). Chromium adds these to Playwright's own
  // disabled features rather than replacing them.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Playwright's launch options for it (a fresh temporary profile comes with each launch). */
export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };
}

/** A launched Chromium (playwright-core Browser); a clear error where there is none. */
export function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    return Promise.reject(
      new Error(
        `Chromium is not at ${CHROMIUM_PATH}: install it (apt-get install chromium, as .ci/run does) or set CHROME_PATH`,
      ),
    );
  }
  return chromium.launch(chromiumLaunchOptions());
}
