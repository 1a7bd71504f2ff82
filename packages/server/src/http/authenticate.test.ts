// A route's `beforeUserLookup` (context.ts) decides a refusal from the verified token alone,
// before the user is read: a flood of refused requests costs the database nothing (the chat's
// send limit uses it: features/chat/routes.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineFeature, serverFeatures, type Db } from '@savdo/server';
import { TooManyRequestsError } from '../domain-errors';
import {
  call,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { member } from '../../../../tests/kit/server/chat-fixtures';

let server: TestServer;
let queries = 0;
const seen: number[] = [];

const probe = defineFeature({
  name: 'lookup-probe',
  routes: [
    async (app) => {
      app.get(
        '/lookup-probe/refused',
        {
          config: {
            auth: 'required',
            beforeUserLookup: (userId) => {
              seen.push(userId);
              throw new TooManyRequestsError('Wait a moment', 7);
            },
          },
        },
        async () => ({ result: 'never' }),
      );
      app.get('/lookup-probe/open', { config: { auth: 'required' } }, async () => ({
        result: 'open',
      }));
    },
  ],
});

beforeAll(async () => {
  const db = await openTestDatabase({ migrated: true });
  const counting: Db = {
    ...db,
    query: (...args: Parameters<Db['query']>) => {
      queries += 1;
      return db.query(...args);
    },
  };
  server = await startTestServer({}, { db: counting, features: [...serverFeatures, probe] });
});
afterAll(async () => {
  await server?.close();
});

describe('a refusal decided before the user is read', () => {
  it('answers 429 with its wait, having read nothing from the database', async () => {
    const alice = await member(server);
    const before = queries;
    const res = await call(server, 'GET', '/lookup-probe/refused', { token: alice.token });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: 'Wait a moment' });
    expect(res.headers.get('retry-after')).toBe('7');
    expect(seen).toEqual([alice.id]);
    expect(queries).toBe(before);
  });

  it('a route without one reads the user as before; a bad token never reaches it', async () => {
    const alice = await member(server);
    const before = queries;
    expect((await call(server, 'GET', '/lookup-probe/open', { token: alice.token })).status).toBe(
      200,
    );
    expect(queries).toBeGreaterThan(before);
    seen.length = 0;
    const bad = await call(server, 'GET', '/lookup-probe/refused', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(seen).toEqual([]);
  });
});
