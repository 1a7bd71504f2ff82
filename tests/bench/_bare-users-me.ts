/**
 * The floor for GET /users/me (docs/decisions/0265-users-me-overhead.md): a bare Fastify server, no
 * plugins, no authentication, validation or request log, answering the same one-row query on the
 * same database through the same driver as the real server. tests/bench/server-auth.ts runs it
 * after the real server, on the same data, and prints the real route's requests per second as a
 * ratio of this one's. It also answers the stored password hash's parameters, printed next to the
 * sign-in figure.
 */
import Fastify from 'fastify';
import { loadConfig } from '@savdo/server/config';
import { migrate } from '@savdo/server/db/migrate';
import { openDatabase } from '@savdo/server/db/open';
import {
  countUsers,
  findUserById,
  findUserByUsername,
} from '@savdo/server/features/users/repository';
import { seedDemo } from '@savdo/server/seed/demo';

const config = loadConfig();
const db = await openDatabase(config, () => undefined);
await migrate(db);
if ((await countUsers(db)) === 0) await seedDemo(db);
const trader = await findUserByUsername(db, 'trader');
if (!trader) throw new Error('bare server: no demo trader');

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/bare/users/me', async () => {
  const user = await findUserById(db, trader.id);
  if (!user) throw new Error('gone');
  const { password_hash: _hash, ...visible } = user;
  return visible;
});
// `scrypt$N$r$p$salt$key`: the parameters, not the salt or the key.
app.get('/bare/hash-params', async () => ({
  params: (trader.password_hash ?? '').split('$').slice(0, 4).join('$'),
}));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => db.close().then(() => process.exit(0)));
});
