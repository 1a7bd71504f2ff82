// An admin route without a body schema refuses a body instead of ignoring it: 400 naming the
// first key, as a closed schema names an unknown key (docs/decisions/0275-closed-request-schemas.md).
// The walk covers every such route the server registers, so a new one is held too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { isAdminWrite } from './admin-writes';
import { NO_BODY_MESSAGE, unexpectedBodyKey } from './bodyless-routes';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await makeUser(server, { role: 'admin' });
  token = (await signInAs(server, admin.username, admin.password!)).access_token;
});
afterAll(() => server.close());

/** A concrete path for a route pattern: every parameter is 1. */
const pathOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('admin routes that take no body', () => {
  const bodyless = () =>
    server.app.registeredRoutes.filter(
      (r) => isAdminWrite(r.method, r.config) && !r.schema?.body && !r.websocket,
    );

  it('finds such routes to check', () => {
    expect(bodyless().length).toBeGreaterThan(5);
  });

  it('every one refuses a body with 400 naming its first key, before doing anything', async () => {
    const wrong: string[] = [];
    for (const route of bodyless()) {
      const answer = await call<{ message: string; detail?: Record<string, string> }>(
        server,
        route.method,
        pathOf(route.url),
        { token, json: { surprise: 'kept?' } },
      );
      if (
        answer.status !== 400 ||
        answer.body.message !== NO_BODY_MESSAGE ||
        answer.body.detail?.surprise !== 'surprise is not a known field'
      )
        wrong.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('an empty object or no body at all still passes to the route', () => {
    expect(unexpectedBodyKey(undefined)).toBeNull();
    expect(unexpectedBodyKey(null)).toBeNull();
    expect(unexpectedBodyKey('')).toBeNull();
    expect(unexpectedBodyKey({})).toBeNull();
    expect(unexpectedBodyKey([1])).toBe('(body)');
    expect(unexpectedBodyKey('text')).toBe('(body)');
    expect(unexpectedBodyKey({ a: 1, b: 2 })).toBe('a');
  });

  it('a route with a body schema is not touched: its own schema answers', async () => {
    const answer = await call(server, 'POST', '/admin/banner', {
      token,
      json: { surprise: 1 },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).not.toBe(NO_BODY_MESSAGE);
  });
});
