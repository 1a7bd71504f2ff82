// The one fake API of unit tests, browser tests, stories and benches: a fake `fetch` that
// answers from a route table keyed by "METHOD /path" under /api/v1, where a path segment may
// be a pattern (`GET /signal/:id`). Feature route tables (signals.ts, calendar.ts, ...) answer
// with contract-typed bodies; switches delay every answer, hang it, or fail it. No test-runner
// or DOM specifics: it runs in jsdom, in Chromium and in Storybook alike.
import { API_BASES } from '@savdo/contract';

export interface FakeRequest {
  method: string;
  /** Path under /api/v1, without the query. */
  path: string;
  /** The values of the pattern's `:name` segments. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** JSON bodies parsed; other bodies as sent. */
  body: unknown;
}

/**
 * An answer: a status with a JSON body, or with `raw` text of another type (a server-sent-event
 * stream, answered whole), or an Error (the network failed).
 */
export type FakeAnswer =
  { status: number; body?: unknown; raw?: { text: string; contentType: string } } | Error;
export type RouteHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
/** "GET /signal/all", "PATCH /admin/users/:id", ... */
export type RouteTable = Record<string, RouteHandler>;

/** A 200 whose body the contract types (`ok<SignalsResponse>({ result })`). */
export function ok<T>(body: T): FakeAnswer {
  return { status: 200, body };
}

/** An error answer in the API's shape (`{ message, detail }`). */
export function failure(status: number, message = `Fake failure ${status}`): FakeAnswer {
  return { status, body: { message } };
}

export interface FakeApiSwitches {
  /** Every answer waits this long (ms). */
  delayMs?: number;
  /** No answer ever comes (a loading state). */
  hang?: boolean;
  /** Every call fails with this answer (e.g. failure(503)), whatever the routes say. */
  fail?: FakeAnswer | null;
}

export interface FakeApi extends Required<Omit<FakeApiSwitches, 'fail'>> {
  fail: FakeAnswer | null;
  /** Every request, in order. */
  readonly requests: FakeRequest[];
  /** The route table; add or replace routes at any time. */
  readonly routes: RouteTable;
  /** The fake, as a fetch function (install() puts it on globalThis). */
  readonly fetch: typeof fetch;
  /** The requests whose path matches (`api.calls('GET /signal/all')`). */
  calls(route: string): FakeRequest[];
}

function lowerCaseHeaders(init?: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries((init?.headers as Record<string, string>) ?? {}))
    headers[key.toLowerCase()] = value;
  return headers;
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * A response as fetch resolves it: a plain object with what redaxios reads (ok, status,
 * statusText, headers, text()), no streams, so it settles in microtasks even under fake timers.
 */
export function responseLike(answer: FakeAnswer, url: string): Response {
  if (answer instanceof Error) throw answer;
  const text = answer.raw
    ? answer.raw.text
    : answer.body === undefined
      ? ''
      : JSON.stringify(answer.body);
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: String(answer.status),
    headers: new Headers({ 'content-type': answer.raw?.contentType ?? 'application/json' }),
    url,
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(text ? (JSON.parse(text) as unknown) : null),
  } as unknown as Response;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  route: string;
}

function compile(route: string): CompiledRoute {
  const [method = 'GET', path = '/'] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, route };
}

/** The handler of a request: an exact route first, then the first pattern that matches. */
function findRoute(
  routes: RouteTable,
  method: string,
  path: string,
): { handler: RouteHandler; params: Record<string, string> } | null {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  for (const [route, handler] of Object.entries(routes)) {
    if (!route.includes(':')) continue;
    const compiled = compile(route);
    const match = compiled.method === method ? compiled.pattern.exec(path) : null;
    if (!match) continue;
    const params: Record<string, string> = {};
    compiled.names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
    return { handler, params };
  }
  return null;
}

/** A fake API over `routes`; unknown routes answer 404 with a message naming them. */
export function createFakeApi(routes: RouteTable = {}, switches: FakeApiSwitches = {}): FakeApi {
  const requests: FakeRequest[] = [];
  const api: FakeApi = {
    delayMs: switches.delayMs ?? 0,
    hang: switches.hang ?? false,
    fail: switches.fail ?? null,
    requests,
    routes,
    calls: (route) => {
      const [method = 'GET', path = '/'] = route.split(' ');
      const { pattern } = compile(`${method} ${path}`);
      return requests.filter((r) => r.method === method.toUpperCase() && pattern.test(r.path));
    },
    fetch: async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input), 'http://localhost');
      const request: FakeRequest = {
        method: (init?.method ?? 'GET').toUpperCase(),
        path: url.pathname.replace(new RegExp(`^.*?${API_BASES.main}`), ''),
        params: {},
        query: url.searchParams,
        headers: lowerCaseHeaders(init),
        body: parseBody(init?.body),
      };
      requests.push(request);
      if (api.hang) return new Promise<Response>(() => undefined);
      if (api.delayMs > 0) await new Promise((done) => setTimeout(done, api.delayMs));
      if (api.fail) return responseLike(api.fail, url.toString());
      const found = findRoute(api.routes, request.method, request.path);
      if (!found) {
        return responseLike(
          { status: 404, body: { message: `no fake for ${request.method} ${request.path}` } },
          url.toString(),
        );
      }
      request.params = found.params;
      return responseLike(await found.handler(request), url.toString());
    },
  };
  return api;
}

/** Puts a fake API on globalThis.fetch; `restore()` puts the real one back. */
export function installFakeApi(
  routes: RouteTable = {},
  switches: FakeApiSwitches = {},
): FakeApi & { restore(): void } {
  const api = createFakeApi(routes, switches);
  const original = globalThis.fetch;
  globalThis.fetch = api.fetch;
  return Object.assign(api, { restore: () => (globalThis.fetch = original) });
}
