// The real product for a browser benchmark, as lighthouse.mjs runs it: the server (its bundle, as
// `npm start` runs it: scripts/build/server-bundle.mjs) serving the built host app (`npm run
// build` first) on a free loopback port, on a temporary database seeded with the demo data; and the demo trader signed in
// through the page itself, as a visitor does.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../kit/free-port.mjs';
import { serverNodeArgs } from '../../scripts/build/server-bundle.mjs';

/** Exits with a clear message when the host app has not been built. */
export function requireHostBuild(bench) {
  if (!existsSync('host-app/dist/index.html')) {
    console.error(`${bench}: host-app/dist is missing; run \`npm run build\` first`);
    process.exit(1);
  }
}

/**
 * Starts the server with the demo data and waits for /healthz; answers its base URL and `stop`,
 * which ends the process and removes its database.
 */
export async function startProductServer(bench) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `savdo-${bench}-`));
  const child = spawn(process.execPath, await serverNodeArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARTNER_PORT: '0',
      JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
      SAVDO_DATA_DIR: dataDir,
      SAVDO_SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that fails (no Chromium, a page that never loads) exits without calling stop: the
  // server goes with it rather than running on, orphaned, holding its port and folder.
  const orphanGuard = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', orphanGuard);
  const stop = async () => {
    process.off('exit', orphanGuard);
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      // A first start migrates and seeds a fresh database: minutes on a busy two-core machine.
      if (i > 3000) throw new Error('server did not answer /healthz within 300 s');
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** Signs in through /auth's form; resolves on the dashboard. */
export async function signInThroughPage(page, base, username, password) {
  await page.goto(`${base}/auth`);
  const form = page.locator('form[data-savdo-form="sign-in"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
}

/**
 * A phone-sized browser context (412 x 823) for loading `path`: the demo trader signed in through
 * the page first unless `path` is /auth (page-load-profile.mjs, page-load-tasks.mjs).
 */
export async function phoneContext(browser, base, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (path !== '/auth') {
    const page = await context.newPage();
    await signInThroughPage(page, base, 'trader', 'trader123');
    await page.close();
  }
  return context;
}

/**
 * One cold load of `url` in a new page of `context` (the HTTP cache emptied first), watched by
 * `watch`: called with the page and its CDP session before the navigation, it answers the
 * function that stops watching and answers what was seen, called `waitMs` after the load event
 * (page-load-profile.mjs: the CPU profile; page-load-tasks.mjs: a trace).
 */
export async function watchColdLoad(context, url, waitMs, watch) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  const stop = await watch(page, cdp);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(waitMs);
  const seen = await stop();
  await page.close();
  return seen;
}
