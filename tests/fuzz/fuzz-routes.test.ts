// docs/decisions/0090-holding-under-abuse.md, "make it hold by default": every route the server
// registers (from its own route registry, so new routes are covered without a test of their own) is
// sent wrong types, NUL bytes, huge and negative numbers, huge strings, bad paging, malformed JSON
// and multipart, unknown ids, with and without a token (user, admin, garbage). No answer may be a
// 5xx, and the server must still answer afterwards. Inputs come from fast-check with a fixed seed
// (set FUZZ_SEED to explore others; FUZZ_RUNS for more runs per route).
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '@savdo/contract';
import type { RegisteredRoute } from '@savdo/server/http/route-registry';
import { call, makeUser, signInAs, startTestServer, type TestServer } from '../kit/server/helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let server: TestServer;
let tokens: Record<'none' | 'user' | 'admin' | 'garbage', string | undefined>;

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { is_verified: true });
  const admin = await makeUser(server, { role: 'admin', is_verified: true });
  tokens = {
    none: undefined,
    user: (await signInAs(server, user.username, 'secret123')).access_token,
    admin: (await signInAs(server, admin.username, 'secret123')).access_token,
    garbage: 'eyJhbGciOiJIUzI1NiJ9.e30.not-a-signature',
  };
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** Values no schema expects: the nasty ones first, then anything JSON can hold. */
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '-1',
  '0',
  '1e308',
  '-1e308',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '🚀'.repeat(50),
  'x'.repeat(100_000),
  -1,
  0,
  1e308,
  -1e308,
  2 ** 63,
  Number.MAX_SAFE_INTEGER + 2,
  0.5,
  true,
  null,
  [],
  {},
  [[[[[]]]]],
);
const weird = fc.oneof(
  { arbitrary: nasty, weight: 6 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
);

const pathParam = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '99999999999999999999',
    '1e20',
    'abc',
    '%00',
    'a%00b',
    '%FF',
  ),
  fc.integer({ min: -10, max: 1_000_000 }).map(String),
  fc.uuid(),
);

function propertiesOf(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as { properties?: Record<string, unknown>; allOf?: unknown[] };
  const own = Object.keys(node.properties ?? {});
  return [...own, ...(node.allOf ?? []).flatMap(propertiesOf)];
}

/** An object with the schema's own keys (and a stray one) set to weird values. */
function objectFor(schema: unknown) {
  const keys = [...propertiesOf(schema), 'page', 'limit', 'stray'];
  return fc.dictionary(fc.constantFrom(...keys), weird, { minKeys: 1, maxKeys: keys.length });
}

/** Values a field of this name accepts, so a request gets past validation to the database. */
const GOOD: Record<string, unknown> = {
  first_name: 'Aziz',
  last_name: 'Karimov',
  name: 'Fuzz partner',
  email: 'fuzz@example.com',
  password: 'secret123',
  current_password: 'secret123',
  username: 'fuzzer',
  search: 'a',
  query: 'CPI',
  symbol: 'EURUSD',
  type: 'buy',
  asset_type: 'forex',
  entry_price: 1.1,
  stop_loss: 1.0,
  take_profit: 1.3,
  timeframe: 'H1',
  amount: 1000,
  reason: 'fuzz test',
  token: 'x',
  phone: '+998901234567',
  language: 'uz',
  allowed_origins: ['https://partner.example'],
  date_filter: 'custom',
  from_date: '2026-11-01',
  to_date: '2026-11-30',
};

/** A request that passes the schema: TypeBox's default for each field, or a known good value. */
function validBase(schema: unknown): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  const node = schema as { properties?: Record<string, TSchema> } | undefined;
  for (const [key, child] of Object.entries(node?.properties ?? {})) {
    if (key in GOOD) base[key] = GOOD[key];
    else {
      try {
        base[key] = Value.Create(child);
      } catch {
        // no default for this shape: leave it out
      }
    }
  }
  return base;
}

/** A valid request with one field replaced by a nasty value (reaches past validation). */
function oneBadField(schema: unknown) {
  const keys = propertiesOf(schema);
  if (keys.length === 0) return objectFor(schema);
  return fc
    .tuple(fc.constantFrom(...keys), weird)
    .map(([key, value]) => ({ ...validBase(schema), [key]: value }));
}

interface FuzzInput {
  params: string[];
  query: Record<string, unknown>;
  body: Body;
  who: keyof typeof tokens;
}

type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

function bodyFor(route: RegisteredRoute): fc.Arbitrary<Body> {
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant({ kind: 'none' });
  return fc.oneof(
    oneBadField(route.schema?.body).map((value) => ({ kind: 'json' as const, value })),
    oneBadField(route.schema?.body).map((value) => ({ kind: 'json' as const, value })),
    objectFor(route.schema?.body).map((value) => ({ kind: 'json' as const, value })),
    weird.map((value) => ({ kind: 'json' as const, value })),
    fc.constantFrom<Body>(
      { kind: 'none' },
      { kind: 'raw', text: '{"first_name": "a', type: 'application/json' },
      { kind: 'raw', text: '{}}}', type: 'application/json' },
      { kind: 'raw', text: 'username=a%00b&password=x', type: 'application/x-www-form-urlencoded' },
      {
        kind: 'raw',
        text: '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nab',
        type: 'multipart/form-data; boundary=b',
      },
      { kind: 'raw', text: 'garbage', type: 'multipart/form-data' },
      { kind: 'raw', text: '<xml/>', type: 'application/xml' },
    ),
  );
}

function requestFor(route: RegisteredRoute): fc.Arbitrary<FuzzInput> {
  return fc.record({
    params: fc.array(pathParam, { minLength: 4, maxLength: 4 }),
    query: fc.oneof(oneBadField(route.schema?.querystring), objectFor(route.schema?.querystring)),
    body: bodyFor(route),
    // Mostly signed in: a refusal at the door (401) tests nothing behind it.
    who: fc.oneof(
      { arbitrary: fc.constant('admin' as const), weight: 4 },
      { arbitrary: fc.constant('user' as const), weight: 3 },
      { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 },
    ),
  });
}

function fillPath(url: string, params: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () => params[i++ % params.length] ?? '1');
}

function queryText(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query))
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  return out;
}

async function send(route: RegisteredRoute, input: FuzzInput) {
  const path = fillPath(route.url, input.params);
  const options: Parameters<typeof call>[3] = {
    token: tokens[input.who],
    query: queryText(input.query),
  };
  if (input.body.kind === 'json') options.json = input.body.value;
  if (input.body.kind === 'raw') {
    options.body = input.body.text;
    options.headers = { 'content-type': input.body.type };
  }
  return call(server, route.method, path, options);
}

const fuzzed = () =>
  server.app.registeredRoutes.filter(
    (r) => r.url.startsWith(API_ROOT) && !r.websocket && !r.url.includes('/live'),
  );

describe('fuzz every route (docs/decisions/0090-holding-under-abuse.md)', () => {
  it('finds the routes the server registers', () => {
    const routes = fuzzed();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain(`POST ${API_ROOT}/auth/register`);
  });

  it('covers the admin routes, which the admin token reaches behind the role check', () => {
    const admin = fuzzed()
      .filter((r) => r.config?.auth === 'admin')
      .map((r) => `${r.method} ${r.url}`);
    expect(admin).toEqual(
      expect.arrayContaining([
        `GET ${API_ROOT}/admin/users/:id`,
        `POST ${API_ROOT}/admin/users/:id/sign-out-everywhere`,
        `POST ${API_ROOT}/admin/users/:id/password-reset`,
        `GET ${API_ROOT}/admin/users/:id/ledger`,
        `GET ${API_ROOT}/admin/users/:id/purchases`,
        `POST ${API_ROOT}/admin/purchases/:id/refund`,
        `GET ${API_ROOT}/admin/payments/orders`,
        `GET ${API_ROOT}/admin/payments/orders/:id`,
        `POST ${API_ROOT}/admin/payments/orders/:id/reconcile`,
        `POST ${API_ROOT}/admin/payments/orders/:id/refund`,
      ]),
    );
    expect(tokens.admin).toBeDefined();
  });

  it('no route answers 5xx to anything, signed in or not', async () => {
    const failures: string[] = [];
    let sent = 0;
    const statuses = new Map<number, number>();
    for (const route of fuzzed()) {
      const property = fc.asyncProperty(requestFor(route), async (input) => {
        const res = await send(route, input);
        sent += 1;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status < 500) return true;
        failures.push(
          `${route.method} ${route.url} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)} for ${JSON.stringify(input).slice(0, 300)}`,
        );
        return false;
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      } catch (error) {
        // A 5xx is already in `failures`; anything else (the request could not be sent) too.
        if (!failures.some((f) => f.startsWith(`${route.method} ${route.url} `))) {
          failures.push(`${route.method} ${route.url} : ${String(error).slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(fuzzed().length * RUNS);
    // Most answers are refusals (400, 401, 403, 404, 405, 413, 415, 422, 429), not successes.
    console.log(`fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    // Still alive.
    expect((await call(server, 'GET', '/healthz')).status).toBe(200);
  }, 240_000);
});
