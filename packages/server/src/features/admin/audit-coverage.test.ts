// Every admin write leaves a row in the audit log (docs/decisions/0294-admin-audit-log.md): the
// log is driven by each route's `config.audit`, so a route without one would change things
// unlogged. This walks every route the server registers and names each admin write without a rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../../tests/kit/server/helpers';
import { isAdminWrite } from './audit-hook';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('audit coverage of the admin API', () => {
  it('finds admin write routes to check', () => {
    const writes = server.app.registeredRoutes.filter((r) => isAdminWrite(r.method, r.config));
    expect(writes.length).toBeGreaterThan(25);
  });

  it('every admin write route (auth admin, not GET) declares its audit rule', () => {
    const unlogged = server.app.registeredRoutes
      .filter((r) => isAdminWrite(r.method, r.config) && !r.config?.audit)
      .map((r) => `${r.method} ${r.url}`);
    expect(unlogged).toEqual([]);
  });

  it('an admin write other than a delete answers the changed record, not only a { message }', () => {
    // The hook's "after" is the answer's result (docs/decisions/0294-admin-audit-log.md): a bare
    // message would leave the log without the value after. A delete logs "before" only.
    const resultKeys = (schema: unknown): string[] => {
      const responses = (schema as { response?: Record<string, unknown> } | undefined)?.response;
      const ok = (responses?.['200'] ?? responses?.['201']) as
        { properties?: { result?: { properties?: Record<string, unknown> } } } | undefined;
      return Object.keys(ok?.properties?.result?.properties ?? {});
    };
    const poor = server.app.registeredRoutes
      .filter((r) => isAdminWrite(r.method, r.config) && r.method !== 'DELETE')
      .filter((r) => {
        const keys = resultKeys(r.schema);
        return keys.length === 1 && (keys[0] === 'message' || keys[0] === 'ok');
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(poor).toEqual([]);
  });

  it('every rule names its entity, and an action of the form <entity>.<verb> when it gives one', () => {
    const bad = server.app.registeredRoutes
      .filter((r) => isAdminWrite(r.method, r.config) && r.config?.audit)
      .filter((r) => {
        const rule = r.config?.audit;
        return (
          !rule?.entity || (rule.action !== undefined && !/^[a-z_]+\.[a-z_]+$/.test(rule.action))
        );
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
  });
});
