/** The audit log's table (migrations/0115_admin_audit.sql): append one row, read a page. */
import type { AdminAuditEntry, AdminAuditQuery, AuditVia } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface AuditActor {
  /** Null from the command line, which has no signed-in account. */
  id: number | null;
  name: string;
  via: AuditVia;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** Values of these fields never reach the log (a partner key is shown once, and only there). */
const SECRET_FIELDS = new Set([
  'password',
  'current_password',
  'new_password',
  'token',
  'access_token',
  'refresh_token',
  'secret',
  'key',
  'api_key',
  'signing_secret',
]);

/** A copy of `value` with every secret field's value replaced, at any depth. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([name, field]) => [
      name,
      SECRET_FIELDS.has(name) ? '[redacted]' : redactSecrets(field),
    ]),
  );
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(redactSecrets(value));
}

export async function appendAudit(
  db: Queryable,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  await db.query(
    `INSERT INTO admin_audit (actor_id, actor_name, via, action, entity, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [
      actor.id,
      actor.name,
      actor.via,
      record.action,
      record.entity,
      record.entityId,
      json(record.before),
      json(record.after),
    ],
  );
}

interface AuditRow {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_name: string;
  via: AuditVia;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  total: string;
}

/** Newest first, filtered; days are Tashkent days (UTC+5, no daylight saving). */
export async function listAudit(
  db: Queryable,
  query: AdminAuditQuery,
  limit: number,
  offset: number,
): Promise<{ rows: AdminAuditEntry[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.entity) add('entity = ?', query.entity);
  if (query.entity_id) add('entity_id = ?', query.entity_id);
  if (query.action) add('action = ?', query.action);
  if (query.via) add('via = ?', query.via);
  if (query.actor) {
    if (/^\d+$/.test(query.actor)) add('actor_id = ?', Number(query.actor));
    else add(`actor_name ILIKE '%' || ? || '%'`, query.actor.replace(/[\\%_]/g, '\\$&'));
  }
  if (query.from) add(`at >= (?::date)::timestamp AT TIME ZONE 'Asia/Tashkent'`, query.from);
  if (query.to) add(`at < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Tashkent'`, query.to);
  params.push(limit, offset);
  const res = await db.query<AuditRow>(
    `SELECT *, count(*) OVER () AS total FROM admin_audit
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY at DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return {
    rows: res.rows.map(({ total: _total, ...row }) => ({
      ...row,
      id: Number(row.id),
      at: row.at.toISOString(),
      actor_id: row.actor_id === null ? null : Number(row.actor_id),
    })),
    total: Number(res.rows[0]?.total ?? 0),
  };
}
