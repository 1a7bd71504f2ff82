/**
 * Every admin write through HTTP (the back office and the admin API alike) lands in the audit
 * log: a route names what it changes in `config.audit`; before the handler runs, the rule's
 * `before` reads the record as it was; once the handler answered with success, the answer's
 * `result` is the value after (docs/decisions/0294-admin-audit-log.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { isAdminWrite } from '../../http/admin-writes';
import { appendAudit } from './audit-repository';

export { isAdminWrite };

export interface AuditRule {
  /** What kind of record the route changes: `user`, `signal`, `course`, ... */
  entity: string;
  /** `<entity>.<verb>`; by default the entity and the HTTP method (`signal.post`). */
  action?: string;
  /** Reads the record as it is before the write (e.g. by `request.params.id`); none for a create. */
  before?: (ctx: AppContext, request: FastifyRequest) => Promise<unknown>;
  /** The record's id when it is not the route's `:id` parameter nor the answer's `id`. */
  entityId?: (request: FastifyRequest, after: unknown) => string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every admin route that writes (features/admin/audit-coverage.test.ts). */
    audit?: AuditRule;
  }
  interface FastifyRequest {
    auditBefore?: unknown;
  }
}

function paramId(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? Object.values(params)[0];
  return id === undefined || id === null ? null : String(id);
}

function resultOf(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    const parsed = JSON.parse(payload) as { result?: unknown };
    return parsed.result;
  } catch {
    return undefined;
  }
}

export function installAdminAudit(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.audit;
    if (!rule?.before || !isAdminWrite(request.method, request.routeOptions.config)) return;
    request.auditBefore = await rule.before(app.ctx, request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const config = request.routeOptions.config;
    if (!isAdminWrite(request.method, config) || reply.statusCode >= 400) return payload;
    const rule = config.audit;
    const user = request.auth?.user;
    if (!rule || !user) {
      // The registry test keeps this from happening; a log line says so if it ever does.
      request.log.error({ route: request.routeOptions.url }, 'admin write without an audit rule');
      return payload;
    }
    const after = request.method === 'DELETE' ? null : resultOf(payload);
    const entityId =
      rule.entityId?.(request, after) ??
      paramId(request) ??
      ((after as { id?: unknown } | null)?.id !== undefined
        ? String((after as { id: unknown }).id)
        : null);
    try {
      await appendAudit(
        app.ctx.db,
        { id: Number(user.id), name: user.username, via: 'http' },
        {
          action: rule.action ?? `${rule.entity}.${request.method.toLowerCase()}`,
          entity: rule.entity,
          entityId,
          before: request.auditBefore ?? null,
          after: after ?? null,
        },
      );
    } catch (error) {
      // The write itself has committed; losing its log row is reported, not hidden.
      request.log.error({ err: error }, 'could not append to the audit log');
    }
    return payload;
  });
}
