// GET /users/me in one database round trip (decision 0265): the statement that
// authenticates the request also reads the linked accounts and every enricher's part (the
// subscriptions), as JSON subqueries; what it answers must equal what the repositories list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { serverFeatures } from '..';
import { listOAuthAccounts } from '../auth/oauth-accounts-repository';
import { insertPlan, listUserSubscriptions } from '../plans/repository';
import {
  call,
  makeUser,
  openTestDatabase,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let statements = 0;
beforeAll(async () => {
  const db = await openTestDatabase();
  // Counts the statements sent outside transactions (GET /users/me uses none).
  const counting: Db = {
    ...db,
    query(sql, params, options) {
      statements += 1;
      return db.query(sql, params, options);
    },
  };
  // Without the timed jobs: a job's tick (the calendar reminders, the Telegram outbox) would count
  // as the request's statement.
  const features = serverFeatures.map((feature) => ({ ...feature, jobs: [] }));
  server = await startTestServer({}, { db: counting, features });
});
afterAll(async () => {
  await server?.close();
});

/** A user with two linked accounts and three subscriptions, one lapsed, all ending mid-second. */
async function richUser() {
  const user = await makeUser(server);
  const db = server.db;
  await db.query(
    `INSERT INTO oauth_accounts (user_id, provider, account_id, account_email)
     VALUES ($1, 'telegram', $2, NULL), ($1, 'google', $3, $4)`,
    [user.id, `tg-${user.id}`, `g-${user.id}`, `${user.username}@gmail.test`],
  );
  const plan = await insertPlan(db, {
    name: `Plan ${user.id}`,
    level: 1,
    price: 100_000,
    duration_days: 30,
  });
  await db.query(
    `INSERT INTO user_subscriptions (user_id, plan_id, status, expires_at, auto_renew)
     VALUES ($1, $2, 'inactive', now() - interval '40 days 0.123456 seconds', false),
            ($1, $2, 'expired', now() - interval '10 days 0.654321 seconds', false),
            ($1, $2, 'active', now() - interval '1 hour 0.000999 seconds', true)`,
    [user.id, plan.id],
  );
  const { access_token: token } = await signInAs(server, user.username, 'secret123');
  return { user, token };
}

describe('GET /users/me reads everything in one statement', () => {
  it('one statement per request, whatever the user has linked or bought', async () => {
    const { token } = await richUser();
    statements = 0;
    const res = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(res.status).toBe(200);
    expect(statements).toBe(1);
  });

  it('linked accounts and subscriptions equal what the repositories list (order, status, expiry)', async () => {
    const { user, token } = await richUser();
    const res = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    const accounts = await listOAuthAccounts(server.db, user.id);
    expect(res.body.result.oauth_accounts).toEqual(
      accounts.map((a) => ({
        oauth_name: a.provider,
        account_id: a.account_id,
        account_email: a.account_email,
      })),
    );
    expect(res.body.result.oauth_accounts?.map((a) => a.oauth_name)).toEqual([
      'google',
      'telegram',
    ]);
    const subscriptions = await listUserSubscriptions(server.db, user.id);
    expect(res.body.result.subscriptions).toEqual(subscriptions);
    // Newest first; the lapsed active one reads as the renewal it is about to become.
    expect(subscriptions.map((s) => s.status)).toEqual(['pending_payment', 'expired', 'inactive']);
    for (const s of subscriptions)
      expect(s.expires_at).toMatch(/^\d{4}-\d\d-\d\dT[\d:]{8}\.\d{3}Z$/);
  });

  it('a user with nothing linked or bought answers empty lists', async () => {
    const user = await makeUser(server);
    const { access_token: token } = await signInAs(server, user.username, 'secret123');
    const res = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(res.body.result).toMatchObject({ id: user.id, oauth_accounts: [], subscriptions: [] });
  });

  it('verify-token answers the same user as /users/me', async () => {
    const { token } = await richUser();
    const me = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    const verified = await call<{ valid: boolean; user: ApiUser }>(
      server,
      'POST',
      '/auth/verify-token',
      { query: { token } },
    );
    expect(verified.body).toEqual({ valid: true, user: me.body.result });
  });
});
