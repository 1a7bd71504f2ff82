/**
 * Test helpers for the server suite: a real server on a fresh database (PGlite in memory, or a
 * fresh schema of the PostgreSQL at DATABASE_URL when it is set) listening on a free loopback
 * port, and small fetch wrappers. Tests drive it over real HTTP.
 */
import { randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  buildApp,
  changeBalance,
  createMemoryMailer,
  loadConfig,
  migrate,
  openPglite,
  openPostgres,
  type Db,
  type MailMessage,
  type ServerConfig,
} from '@savdo/server';
import type { LoginResponse } from '@savdo/contract';
import { hashPassword } from '@savdo/server/features/auth/passwords';
import { runAdmin } from '@savdo/server/cli/run-admin';
import type { AdminCommand } from '@savdo/server/cli/command';
import { listMigrations, type Migration } from '@savdo/server/db/migrate';
import type { ServerFeature } from '@savdo/server/features/feature';
import type { VideoService } from '@savdo/server/features/video/video-service';
import { insertUser, type NewUser, type UserRow } from '@savdo/server/features/users/repository';
import { UPLOAD_KINDS, type UploadLimitsConfig } from '@savdo/server/features/files/files-config';
import { assertLedgerMatchesBalances } from './ledger-invariant';
import { emptyPgliteDataDir, migratedPgliteDataDir, TEST_DATABASE_START } from './pglite-template';

// PGlite's WebAssembly is large; V8's optimising tier-up of it costs about two CPU-seconds
// per database and pays off only in long-running servers. Tests use the baseline compiler.
v8.setFlagsFromString('--liftoff-only');

export const TEST_JWT_SECRET = 'test-secret-0123456789-0123456789-0123456789';

export interface TestServer {
  baseUrl: string;
  db: Db;
  app: FastifyInstance;
  config: ServerConfig;
  /** Emails the server sent (reset and verification links). */
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * A fresh database: PostgreSQL (own schema) when DATABASE_URL is set, PGlite otherwise (with the
 * product's migrations applied when `migrated`; empty otherwise). Its
 * `close()` first checks that every user's balance equals their ledger sum (ledger-invariant.ts)
 * and fails the test file naming the users that disagree; the database closes either way.
 */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<Db> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  if (url) {
    const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    db = await openPostgres(url, { schema, dropSchemaOnClose: true, poolSize: 20 });
  } else {
    // Migrated already when asked (pglite-template.ts): the product's migrations, applied once
    // per machine, not once per database.
    const loadDataDir = options.migrated
      ? await migratedPgliteDataDir(listMigrations())
      : await emptyPgliteDataDir();
    db = await openPglite('memory://', { loadDataDir, ...TEST_DATABASE_START });
  }
  let checked = false;
  const checking: Db = {
    ...db,
    async close() {
      if (checked) return db.close();
      checked = true;
      try {
        await assertLedgerMatchesBalances(checking);
      } finally {
        await db.close();
      }
    },
  };
  return checking;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  // With JWT_SECRET given nothing is written to the data folder, and the test database is
  // opened directly: the folder (and the built host app under it) never exists.
  const dir = join(tmpdir(), `savdo-test-unused-${randomBytes(4).toString('hex')}`);
  const base = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, SAVDO_DATA_DIR: dir, PORT: '0' }, dir);
  // Tests sign in and register many times from 127.0.0.1: rate limits (F4) have their own test.
  const rateLimits = {
    registerPerAddress: 0,
    signInPerAddress: 0,
    mailPerTarget: 0,
    mailPerAddress: 0,
  };
  // A test user uploads far faster than a person: the upload limits have their own test
  // (features/files/upload-limits.test.ts), which sets them.
  const roomy = {
    concurrentPerUser: 1000,
    perMinute: 100_000,
    filesPerDay: 1e6,
    bytesPerDay: 1e12,
  };
  const uploads: UploadLimitsConfig = {
    ...base.files.uploads,
    kinds: Object.fromEntries(
      UPLOAD_KINDS.map((kind) => [kind, roomy]),
    ) as UploadLimitsConfig['kinds'],
  };
  // Bodies in the database, so the unused data folder never exists; a test of the storage
  // folder sets one (features/files/private-files.test.ts).
  const files = { ...base.files, storageDir: null, uploads };
  return {
    ...base,
    databaseUrl: null,
    publicUrl: 'http://savdo.test',
    rateLimits,
    files,
    ...overrides,
  };
}

export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: {
    db?: Db;
    logger?: FastifyBaseLogger;
    /** Features to serve instead of the product's (a test's own feature beside them). */
    features?: readonly ServerFeature[];
    /** Migrations to run instead of the product's. */
    migrations?: Migration[];
    /** Lesson video delivery instead of the one built from the config (a fake clock, S3). */
    video?: VideoService;
  } = {},
): Promise<TestServer> {
  // With the product's migrations, the database starts migrated; migrate() then finds nothing
  // left to run (and on PostgreSQL runs them all, as before).
  const db = options.db ?? (await openTestDatabase({ migrated: !options.migrations }));
  await migrate(db, options.migrations);
  const config = testConfig(overrides);
  const mailer = createMemoryMailer();
  const app = await buildApp({
    db,
    config,
    logger: options.logger ?? false,
    mailer,
    ...(options.features ? { features: options.features } : {}),
    ...(options.video ? { video: options.video } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    app,
    config,
    mail: mailer.sent,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** One HTTP call to /api/v1 (or an absolute path starting with `/` outside it when `raw`). */
export async function call<T = Record<string, unknown>>(
  server: Pick<TestServer, 'baseUrl'>,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const url = new URL(
    path.startsWith('/api/') || path === '/healthz' ? path : `/api/v1${path}`,
    server.baseUrl,
  );
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  }
  const res = await fetch(url, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/**
 * scrypt is slow on purpose. Users made by tests get a hash of a lower cost (the stored hash
 * names its cost, so sign-in verifies it the same way), computed once per password and file.
 * Users who register over HTTP get the production cost.
 */
const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 };
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, TEST_SCRYPT_COST)));
  return hash;
}

let counter = 0;
/** A unique suffix for usernames and emails within one test file. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Inserts a user directly (flags the API cannot set); the password is hashed for real. A
 * `balance` is credited through the ledger (`changeBalance`), never written to the row, so the
 * ledger invariant holds for test users too.
 */
export async function makeUser(
  server: Pick<TestServer, 'db'>,
  fields: Partial<NewUser> & { password?: string | null; balance?: number } = {},
): Promise<UserRow & { password: string | null }> {
  const name = unique('user');
  const password = fields.password === undefined ? 'secret123' : fields.password;
  const user = await insertUser(server.db, {
    email: fields.email === undefined ? `${name}@example.com` : fields.email,
    username: fields.username ?? name,
    first_name: fields.first_name ?? 'Test',
    last_name: fields.last_name ?? 'User',
    password_hash: password ? await hashOnce(password) : null,
    role: fields.role,
    is_active: fields.is_active,
    is_verified: fields.is_verified,
    is_banned: fields.is_banned,
  });
  if (fields.balance) {
    const row = await changeBalance(server.db, {
      userId: user.id,
      amount: fields.balance,
      reason: 'Test balance',
    });
    return { ...user, balance: row.balance_after, password };
  }
  return { ...user, password };
}

/** Signs in with the form-encoded body exactly as the contract lists it. */
export async function signInAs(
  server: Pick<TestServer, 'baseUrl'>,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LoginResponse> {
  const res = await call<LoginResponse>(server, 'POST', '/auth/jwt/login', {
    form: {
      grant_type: 'password',
      username,
      password,
      scope: '',
      client_id: 'string',
      client_secret: 'string',
    },
    headers,
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The payload of a JWT, unverified (what the client reads). */
export function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Runs an admin command in-process on a test database, which stays open afterwards. */
export async function runAdminOn(
  db: Db,
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  return runAdminWith(db, undefined, ...argv);
}

/** runAdminOn with the commands of a test's own feature list. */
export async function runAdminWith(
  db: Db,
  commands: readonly AdminCommand[] | undefined,
  ...argv: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const keepOpen: Db = { ...db, close: async () => undefined };
  const code = await runAdmin(
    argv,
    async () => keepOpen,
    (line) => out.push(line),
    (line) => err.push(line),
    commands,
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
