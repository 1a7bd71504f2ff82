// docs/decisions/0275-closed-request-schemas.md: every request body schema of every route the
// server registers is closed (no object, however deep, accepts a key it does not name), and an
// unknown key answers 400 naming it rather than being stored or ignored.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, migrate, type Db } from '../index';
import { openObjectPaths } from './open-objects';
import { openTestDatabase, testConfig } from '../../../../tests/kit/server/helpers';

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  app = await buildApp({ db, config: testConfig(), logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

/**
 * The one open body: Telegram's signed login data. Its hash covers every field Telegram sends,
 * fields it may add later too, so they must reach the check (plain values only, never stored).
 */
const SIGNED_BY_THEIR_SENDER = [
  'POST /api/v1/auth/telegram: (body)',
  'POST /api/v1/auth/telegram/connect: (body)',
];

describe('closed request schemas', () => {
  it('the open-object finder sees an open object nested in a closed one', () => {
    const schema = {
      type: 'object',
      additionalProperties: false,
      properties: {
        list: { type: 'array', items: { type: 'object', properties: { a: { type: 'string' } } } },
        ok: { type: 'object', additionalProperties: false, properties: {} },
        maybe: { anyOf: [{ type: 'null' }, { type: 'object', properties: {} }] },
      },
    };
    expect(openObjectPaths(schema)).toEqual(['list.[]', 'maybe']);
    expect(openObjectPaths({ type: 'object', properties: {} })).toEqual(['(body)']);
    // A map is closed by its key pattern and additionalProperties: false, not by either alone.
    const map = (pattern: string, extra: object) => ({
      type: 'object',
      patternProperties: { [pattern]: { type: 'number' } },
      ...extra,
    });
    expect(openObjectPaths(map('^[a-z]+$', { additionalProperties: false }))).toEqual([]);
    expect(openObjectPaths(map('^[a-z]+$', {}))).toEqual(['(body)']);
    expect(openObjectPaths(map('^.*$', { additionalProperties: false }))).toEqual(['(body)']);
  });

  it('every route whose request has a body closes every object of its body schema', () => {
    const withBody = app.registeredRoutes.filter((route) => route.schema?.body);
    expect(withBody.length).toBeGreaterThan(20);
    const open = withBody
      .flatMap((route) =>
        openObjectPaths(route.schema?.body).map((path) => `${route.method} ${route.url}: ${path}`),
      )
      .filter((found) => !SIGNED_BY_THEIR_SENDER.includes(found));
    expect(open).toEqual([]);
  });
});
