// Configuration from the environment (one module) and the embedded database's lock file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './index';
import { lockPgliteDir } from './db/pglite-lock';

const made: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'savdo-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('defaults: port 8080 on 127.0.0.1, PGlite in .data/pglite, 15-minute access tokens', () => {
    const cwd = fresh();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: null,
      pgliteDir: join(cwd, '.data', 'pglite'),
      accessTokenTtlSeconds: 900,
      google: null,
      telegram: null,
      publicUrl: 'http://127.0.0.1:8080',
    });
  });

  it('serves host-app/dist and packages/embed/dist unless told other build folders', () => {
    const cwd = fresh();
    expect(loadConfig({}, cwd)).toMatchObject({
      hostAppDir: join(cwd, 'host-app/dist'),
      embedDir: join(cwd, 'packages/embed/dist'),
    });
    const named = loadConfig(
      {
        SAVDO_HOST_APP_DIR: 'build/named-libraries/host-app',
        SAVDO_EMBED_DIR: 'build/named-libraries/embed',
      },
      cwd,
    );
    expect(named.hostAppDir).toBe(join(cwd, 'build/named-libraries/host-app'));
    expect(named.embedDir).toBe(join(cwd, 'build/named-libraries/embed'));
  });

  it('a generated JWT secret is kept in .data so tokens survive restarts', () => {
    const cwd = fresh();
    const first = loadConfig({}, cwd).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first);
    expect(readFileSync(join(cwd, '.data', 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u:p@127.0.0.1/db',
        JWT_SECRET: 'x'.repeat(40),
        ACCESS_TOKEN_TTL_SECONDS: '5',
        REFRESH_TOKEN_TTL_SECONDS: '60',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        GOOGLE_JWKS_FILE: '/tmp/jwks.json',
        TELEGRAM_BOT_TOKEN: '1:abc',
        TELEGRAM_BOT_NAME: 'savdo_bot',
        PUBLIC_URL: 'https://savdo.uz/',
      },
      fresh(),
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@127.0.0.1/db',
      accessTokenTtlSeconds: 5,
      refreshTokenTtlSeconds: 60,
      google: { clientId: 'client.apps.googleusercontent.com', jwksFile: '/tmp/jwks.json' },
      telegram: {
        botToken: '1:abc',
        botName: 'savdo_bot',
        apiBase: 'https://api.telegram.org',
        webhookSecret: null,
      },
      publicUrl: 'https://savdo.uz',
    });
  });

  it('refuses a short JWT secret and a malformed number', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' }, fresh())).toThrow(/at least 32/);
    expect(() => loadConfig({ PORT: 'eighty' }, fresh())).toThrow(/PORT/);
  });
});

describe('embedded database lock', () => {
  it('refuses a data folder that another live process holds', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'savdo.lock'), String(process.ppid));
    expect(() => lockPgliteDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone, and releases it', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'savdo.lock'), '999999999');
    const release = lockPgliteDir(dir);
    expect(readFileSync(join(dir, 'savdo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'savdo.lock'))).toThrow();
  });
});
