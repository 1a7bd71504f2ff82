// Starts the real product for the end-to-end tests: the reference server on a fresh, temporary
// PGlite directory with the demo seed, on a free port, serving the built host app at / and the
// API at /api/v1. Tests read the base URL with `inject('baseUrl')`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTelegramStandIn } from '../kit/server/telegram-stand-in';
import { seedMigratedPgliteDir } from '../kit/server/pglite-template';
import {
  E2E_ACCESS_TOKEN_TTL_SECONDS,
  E2E_GOOGLE_CLIENT_ID,
  E2E_TELEGRAM_BOT_NAME,
  E2E_TELEGRAM_BOT_TOKEN,
} from './support/env';
import { freePort } from '../kit/free-port.mjs';
import { serverNodeArgs } from '../../scripts/build/server-bundle.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** PKCS#8 PEM of the key the server trusts as Google's (GOOGLE_JWKS_FILE). */
    googlePrivateKeyPem: string;
    googleKeyId: string;
    /** The Bot API stand-in the server sends Telegram messages to (its /stand-in/* controls). */
    telegramStandInUrl: string;
  }
}

const root = process.cwd();
/** scripts/build.mjs --named-libraries writes here. */
const NAMED_LIBRARIES_DIR = 'build/named-libraries';

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // A first start compiles PGlite and seeds the demo: on a loaded 2-core machine, minutes.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before it listened:\n${log()}`);
    }
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within 300 s:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Debugging aid: SAVDO_E2E_BASE_URL points the tests at a server that is already running
  // (started with this file's environment: see support/env.ts); nothing is started or built.
  const external = process.env.SAVDO_E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    project.provide('dataDir', process.env.SAVDO_E2E_DATA_DIR ?? '');
    project.provide('googlePrivateKeyPem', process.env.SAVDO_E2E_GOOGLE_KEY_PEM ?? '');
    project.provide('googleKeyId', 'savdo-e2e-google');
    project.provide('telegramStandInUrl', process.env.SAVDO_E2E_TELEGRAM_STAND_IN ?? '');
    return async () => undefined;
  }

  // The project `named-libraries` runs against the build on real React, styled-components and
  // i18next (`node scripts/build.mjs --only-named-libraries` writes it; `npm test` does first).
  const named = project.name === 'named-libraries';
  const hostAppDir = named
    ? join(root, NAMED_LIBRARIES_DIR, 'host-app')
    : join(root, 'host-app/dist');
  const embedDir = named
    ? join(root, NAMED_LIBRARIES_DIR, 'embed')
    : join(root, 'packages/embed/dist');
  if (named && !existsSync(join(hostAppDir, 'index.html'))) {
    throw new Error(`${hostAppDir} is not built: node scripts/build.mjs --only-named-libraries`);
  }

  // The server serves host-app/dist and the partner pages load packages/embed/dist: the build
  // script rebuilds what a changed source feeds and reuses the rest (its fingerprints), so
  // `vitest run --project e2e` alone never tests a stale page or bundle.
  if (!named) {
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      stdio: 'inherit',
      cwd: root,
    });
    if (build.status !== 0) throw new Error('the build failed (node scripts/build.mjs)');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-e2e-'));

  // The server checks Google ID tokens against a JWKS; here it is a key of our own, so the
  // tests can sign the ID token Google would hand the page.
  const googleKeyId = 'savdo-e2e-google';
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const jwksFile = join(dataDir, 'google-jwks.json');
  writeFileSync(
    jwksFile,
    JSON.stringify({ keys: [{ ...jwk, kid: googleKeyId, alg: 'RS256', use: 'sig' }] }),
  );
  const googlePrivateKeyPem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  // The Telegram Bot API stand-in (as the AI model's for the server tests): the server's bot
  // sends to it and long-polls it; tests inject /start CODE and read what was sent.
  const telegram = await startTelegramStandIn(E2E_TELEGRAM_BOT_TOKEN);
  // The server starts on a migrated database unpacked from the test tarball (about six seconds of
  // CPU less than initdb and every migration in its first start), then seeds the demo data.
  const pgliteDir = join(dataDir, 'pglite');
  await seedMigratedPgliteDir(pgliteDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  // The bundle `npm start` runs (scripts/build/server-bundle.mjs), in this one process.
  const child = spawn(process.execPath, await serverNodeArgs(), {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Every e2e test signs in and registers from 127.0.0.1 (the limits have a server test).
      RATE_LIMIT_REGISTER_PER_ADDRESS: '0',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '0',
      RATE_LIMIT_MAIL_PER_TARGET: '0',
      RATE_LIMIT_MAIL_PER_ADDRESS: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      SAVDO_SEED: 'demo',
      SAVDO_DATA_DIR: dataDir,
      PGLITE_DIR: pgliteDir,
      DATABASE_URL: '',
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
      PUBLIC_URL: baseUrl,
      // The development mail drop: tests read reset links from it (support/mail.ts).
      SAVDO_MAIL_DIR: join(dataDir, 'mail'),
      LOG_LEVEL: 'warn',
      // Short-lived access tokens, so the refresh routine's work is reachable in a test.
      ACCESS_TOKEN_TTL_SECONDS: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
      // Many sign-ins from one address in one run: no throttling here.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      TELEGRAM_BOT_TOKEN: E2E_TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_NAME: E2E_TELEGRAM_BOT_NAME,
      TELEGRAM_API_BASE: telegram.apiBase,
      GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_FILE: jwksFile,
      SAVDO_HOST_APP_DIR: hostAppDir,
      SAVDO_EMBED_DIR: embedDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));

  try {
    await waitForServer(`${baseUrl}/api/v1/auth/providers`, child, () => output);
  } catch (err) {
    child.kill('SIGTERM');
    await telegram.close();
    throw err;
  }
  if (!existsSync(join(hostAppDir, 'index.html'))) {
    throw new Error(`${hostAppDir}/index.html is missing after the build`);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('googlePrivateKeyPem', googlePrivateKeyPem);
  project.provide('googleKeyId', googleKeyId);
  project.provide('telegramStandInUrl', telegram.apiBase);

  return async () => {
    // First: it answers the server's waiting long poll, so the server stops at once.
    await telegram.close();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5_000);
        child.on('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
