/**
 * `npm start`: opens the database (PGlite in .data/pglite unless DATABASE_URL is set), runs the
 * migrations, seeds the demo data when SAVDO_SEED=demo (on an empty or demo database: see
 * seed/demo.ts), and serves the API, the host app and the embed bundles. SIGINT/SIGTERM finish
 * in-flight requests first.
 */
import { existsSync } from 'node:fs';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { partnerDemoSettings, startPartnerDemo } from './partner-demo';
import { DEMO_USERS, isDemoDatabase, seedDemo } from './seed/demo';
import { startDemoCalendarClock } from './features/calendar/demo-clock';

/** Each start-up step's time, printed with the URLs: a restart should serve within seconds. */
const timings: string[] = [];
let stepStarted = performance.now();
function timed(step: string): void {
  const now = performance.now();
  timings.push(`${step} ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
}

const config = loadConfig();
const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization'] });

process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));

const db = await openDatabase(config, (err) => logger.error({ err }, 'database connection error'));
timed('database');
const applied = await migrate(db);
if (applied.length > 0) logger.info({ applied }, 'migrations applied');
timed('migrations');

const seeding = process.env.SAVDO_SEED === 'demo';
/** Any constant: two processes starting together on one PostgreSQL seed only once. */
const SEED_LOCK_KEY = 72_011_004;
if (seeding) {
  await db.exclusive(SEED_LOCK_KEY, async () => {
    if (!(await isDemoDatabase(db))) {
      logger.warn('SAVDO_SEED=demo ignored: this database has users and is not a demo database');
      return;
    }
    const seeded = await seedDemo(db);
    logger.info({ seeded }, 'demo data seeded (what was missing)');
  });
  timed('demo seed');
}

const app = await buildApp({ db, config, logger });
await app.listen({ port: config.port, host: config.host });
timed('server');
// The demo calendar stays about now: this week and next, actual values published as time passes.
if (seeding) startDemoCalendarClock(db, app.ctx.live, logger);

const base = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
const lines = [
  '',
  `Savdo is running (database: ${db.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'})`,
  `  API:        ${base}/api/v1/... (e.g. ${base}/api/v1/auth/providers)`,
  `  Health:     ${base}/healthz`,
  existsSync(config.hostAppDir)
    ? `  App:        ${base}/`
    : '  App:        (host-app/dist not built)',
  existsSync(config.embedDir)
    ? `  Embed:      <script src="${base}/embed/v1/savdo.js" async></script>`
    : '  Embed:      (packages/embed/dist not built)',
  `  Widgets:    ${base}/widgets (the gallery and builder) and ${base}/landing (a landing page of widgets)`,
];
// A second origin embedding the widgets in public mode (PARTNER_PORT, default 8081 with demo data).
const partnerDemo = await startPartnerDemo(
  db,
  partnerDemoSettings(process.env, config.host),
  base,
  (message) => logger.warn(message),
);
if (partnerDemo) app.ctx.widgetPreview.partnerOrigin = partnerDemo.origin;
if (partnerDemo)
  lines.push(`  Partner:    ${partnerDemo.url} (a partner's page on another origin)`);
if (seeding) {
  lines.push('', 'Demo sign-ins (username / password):');
  for (const user of DEMO_USERS) {
    const signIn = user.password
      ? `${user.username} / ${user.password}`
      : `${user.username} (no password)`;
    lines.push(`  ${signIn.padEnd(28)} ${user.note}`);
  }
}
// `npm start` notes when it began (scripts/start.mjs), so the total includes the build check.
const since = Number(process.env.SAVDO_START_AT);
const total = Number.isFinite(since) && since > 0 ? (Date.now() - since) / 1000 : null;
lines.push('', `Ready${total === null ? '' : ` in ${total.toFixed(1)} s`} (${timings.join(', ')})`);
process.stdout.write(lines.join('\n') + '\n\n');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void shutdown(signal));
