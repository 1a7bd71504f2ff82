// Google's and Telegram's sign-in scripts cannot be reached from here (or from CI), so the
// tests play their part: the browser's requests for the two scripts are answered with small
// stand-ins that draw a button and hand the page what the real widget would (a Google ID token
// signed with the key the server trusts; a Telegram user signed with the bot token).
import type { BrowserContext } from 'playwright-core';

const GOOGLE_FAKE = `
(() => {
  let callback = null;
  window.google = { accounts: { id: {
    initialize(config) { callback = config.callback; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.setAttribute('data-e2e', 'google-button');
      button.style.cssText = 'height:40px;min-width:240px;border:1px solid #dadce0;border-radius:4px;background:#fff;color:#3c4043;font:500 14px system-ui;cursor:pointer';
      button.onclick = () => callback && callback({ credential: window.__e2eGoogleCredential });
      parent.appendChild(button);
    },
  } } };
})();
`;

const TELEGRAM_FAKE = `
(() => {
  const script = document.currentScript;
  if (!script) return;
  const onauth = new Function('user', script.dataset.onauth);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Log in with Telegram';
  button.setAttribute('data-e2e', 'telegram-button');
  button.style.cssText = 'height:40px;min-width:240px;border:0;border-radius:8px;background:#1c6aa8;color:#fff;font:600 14px system-ui;cursor:pointer';
  button.onclick = () => onauth(window.__e2eTelegramUser);
  script.after(button);
})();
`;

export async function installProviderFakes(context: BrowserContext): Promise<void> {
  await context.route('https://accounts.google.com/gsi/client**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GOOGLE_FAKE }),
  );
  await context.route('https://telegram.org/js/telegram-widget.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: TELEGRAM_FAKE }),
  );
}
