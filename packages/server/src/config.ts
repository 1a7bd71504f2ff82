/**
 * Server configuration, read from the environment in one place. Every other module takes a
 * `ServerConfig` and never reads process.env itself, so tests build configs directly.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readAssistantConfig, type AssistantConfig } from './features/assistant/assistant-config';
import { readPaymentsConfig, type PaymentsConfig } from './features/payments/payments-config';
import { readVideoConfig, type VideoConfig } from './features/video/video-config';
import { readFilesConfig, type FilesConfig } from './features/files/files-config';
import {
  readMarketDataConfig,
  type MarketDataConfig,
} from './features/market-data/market-data-config';

export interface GoogleConfig {
  clientId: string;
  /** Where Google's signing keys are fetched from (a JWKS URL)… */
  jwksUrl: string | null;
  /** …or a local JWKS file (used by tests and air-gapped installs). */
  jwksFile: string | null;
}

export interface TelegramConfig {
  botToken: string;
  botName: string;
  /**
   * The Bot API root (TELEGRAM_API_BASE), https://api.telegram.org unless a stand-in is named
   * (the tests' features/telegram stand-in).
   */
  apiBase: string;
  /**
   * TELEGRAM_WEBHOOK_SECRET: updates arrive at POST /api/v1/telegram/webhook with this secret
   * token header instead of being fetched by long polling (features/telegram/updates.ts).
   */
  webhookSecret: string | null;
}

/**
 * Password-guess throttling (features/auth/throttle.ts,
 * docs/decisions/0277-limits-shared-across-processes.md).
 */
export interface ThrottleConfig {
  /** Free failures per (account, address) or (account, device) pair before the waits start. */
  accountMaxFailures: number;
  /** Free failures per client address (over all accounts it does not know) before waits. */
  addressMaxFailures: number;
  /** The first wait; each further failure doubles it. */
  windowSeconds: number;
}

/** F4 (docs/decisions/0090-holding-under-abuse.md): requests per window before 429; 0 turns a limit off. */
export interface RateLimitConfig {
  /** Registrations per address per 10 minutes. */
  registerPerAddress: number;
  /** Sign-in attempts (right or wrong) per address per minute. */
  signInPerAddress: number;
  /** Reset and verification mails per target email per 15 minutes. */
  mailPerTarget: number;
  /** Reset and verification requests per address per 15 minutes. */
  mailPerAddress: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** A PostgreSQL URL; null means the embedded PGlite in `pgliteDir`. */
  databaseUrl: string | null;
  /** PostgreSQL only: keep the tables in this schema instead of `public`. */
  databaseSchema: string | null;
  dataDir: string;
  pgliteDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Lifetime of the password-reset and email-verification links. */
  emailTokenTtlSeconds: number;
  /**
   * How long a process holds a mail it claimed from the outbox before another may send it: a
   * process killed mid-send delays that mail by this much (mail/outbox.ts).
   */
  mailLeaseSeconds: number;
  google: GoogleConfig | null;
  telegram: TelegramConfig | null;
  /** How old a Telegram `auth_date` may be. */
  telegramMaxAgeSeconds: number;
  /** The address users reach the product at; links in emails point here. */
  publicUrl: string;
  throttle: ThrottleConfig;
  rateLimits: RateLimitConfig;
  /** Folders served when they exist: the host app at `/`, the embed bundles at `/embed/`. */
  hostAppDir: string;
  embedDir: string;
  /** Trust X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  logLevel: string;
  /** Payme and Click merchant settings, or the sandbox (features/payments/payments-config.ts). */
  payments: PaymentsConfig;
  /** Lesson video storage, playback tokens and VdoCipher (features/video/video-config.ts). */
  video: VideoConfig;
  /** Private file links, file storage and upload limits (features/files/files-config.ts). */
  files: FilesConfig;
  /** The AI assistant: its model (or none: excerpts) and rate limit (features/assistant/). */
  assistant: AssistantConfig;
  /** The trading chart's price source; the demo feed when absent (features/market-data/). */
  marketData?: MarketDataConfig;
  /**
   * F11 (docs/decisions/0090-holding-under-abuse.md): with no mail server, whether reset and
   * verification links may be written to the log in full. Only in development
   * (NODE_ENV=development, as `npm start` sets) or with SAVDO_MAIL_LINKS_IN_LOG=1: anyone who reads
   * a production log could otherwise take over any account.
   */
  mailLinksInLog: boolean;
  /**
   * A folder every sent mail is also written to as a JSON file (SAVDO_MAIL_DIR), or null: a
   * mail drop for development and the end-to-end tests, which read reset links from it
   * (docs/decisions/0280-password-recovery.md). Whoever reads it can use the links in it.
   */
  mailDir: string | null;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

function text(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  return raw ? raw : null;
}

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated once and kept in the data
 * folder, so tokens survive restarts.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, text(env, 'SAVDO_DATA_DIR') ?? '.data');
  const port = int(env, 'PORT', 8080);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const googleClientId = text(env, 'GOOGLE_CLIENT_ID');
  const telegramToken = text(env, 'TELEGRAM_BOT_TOKEN');
  const telegramName = text(env, 'TELEGRAM_BOT_NAME');
  const jwtSecret = text(env, 'JWT_SECRET') ?? loadOrCreateSecret(dataDir);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const publicUrl = (text(env, 'PUBLIC_URL') ?? `http://${host}:${port}`).replace(/\/+$/, '');
  const mailDir = text(env, 'SAVDO_MAIL_DIR');
  return {
    port,
    host,
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseSchema: text(env, 'DATABASE_SCHEMA'),
    dataDir,
    pgliteDir: resolve(cwd, text(env, 'PGLITE_DIR') ?? join(dataDir, 'pglite')),
    jwtSecret,
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    emailTokenTtlSeconds: int(env, 'EMAIL_TOKEN_TTL_SECONDS', 24 * 3600),
    // At least a second: a lease of 0 would let two live processes send one mail twice.
    mailLeaseSeconds: Math.max(1, int(env, 'MAIL_LEASE_SECONDS', 60)),
    google: googleClientId
      ? {
          clientId: googleClientId,
          jwksFile: text(env, 'GOOGLE_JWKS_FILE'),
          jwksUrl: text(env, 'GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs',
        }
      : null,
    telegram:
      telegramToken && telegramName
        ? {
            botToken: telegramToken,
            botName: telegramName,
            apiBase: (text(env, 'TELEGRAM_API_BASE') ?? 'https://api.telegram.org').replace(
              /\/+$/,
              '',
            ),
            webhookSecret: text(env, 'TELEGRAM_WEBHOOK_SECRET'),
          }
        : null,
    telegramMaxAgeSeconds: int(env, 'TELEGRAM_AUTH_MAX_AGE_SECONDS', 24 * 3600),
    mailLinksInLog:
      text(env, 'SAVDO_MAIL_LINKS_IN_LOG') === '1' ||
      (text(env, 'NODE_ENV') === 'development' && text(env, 'SAVDO_MAIL_LINKS_IN_LOG') !== '0'),
    mailDir: mailDir ? resolve(cwd, mailDir) : null,
    publicUrl,
    payments: readPaymentsConfig(env, jwtSecret, publicUrl),
    video: readVideoConfig(env, dataDir, cwd),
    files: readFilesConfig(env, jwtSecret, { dataDir, cwd, pglite: !text(env, 'DATABASE_URL') }),
    assistant: readAssistantConfig(env),
    marketData: readMarketDataConfig(env),
    throttle: {
      accountMaxFailures: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
      addressMaxFailures: int(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 20),
      windowSeconds: int(env, 'LOGIN_THROTTLE_WINDOW_SECONDS', 15 * 60),
    },
    rateLimits: {
      registerPerAddress: int(env, 'RATE_LIMIT_REGISTER_PER_ADDRESS', 10),
      signInPerAddress: int(env, 'RATE_LIMIT_SIGN_IN_PER_ADDRESS', 60),
      mailPerTarget: int(env, 'RATE_LIMIT_MAIL_PER_TARGET', 3),
      mailPerAddress: int(env, 'RATE_LIMIT_MAIL_PER_ADDRESS', 20),
    },
    // Other folders serve another build of the same sources (the build on the named libraries,
    // docs/decisions/0331-a-build-on-the-named-libraries.md).
    hostAppDir: resolve(cwd, text(env, 'SAVDO_HOST_APP_DIR') ?? 'host-app/dist'),
    embedDir: resolve(cwd, text(env, 'SAVDO_EMBED_DIR') ?? 'packages/embed/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
  };
}
