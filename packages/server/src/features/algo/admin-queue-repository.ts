/**
 * The back office's expert advisor queue: every bought expert advisor with its buyer, bot, plan,
 * account and the form values from its purchase. Sorting maps a known name to a column here, so
 * no column name comes from a request (docs/decisions/0275-closed-request-schemas.md).
 */
import type {
  AdminExpertAdvisor,
  AdminExpertAdvisorsQuery,
  AlgoPlatform,
  ExpertAdvisorStatus,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow, sortClause } from '../../db/admin-list-sql';

interface QueueRow {
  id: number;
  status: ExpertAdvisorStatus;
  status_changed_at: Date;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  bot_id: number;
  bot_name: string;
  bot_version: string;
  plan_id: number;
  plan_name: string;
  duration_days: number | null;
  platform: AlgoPlatform;
  broker: string;
  account_name: string;
  login: string;
  server: string;
  deposit: number;
  risk: number;
  fields: Record<string, string | number> | null;
  hidden: boolean;
  purchased_at: Date;
  expires_at: Date | null;
  expired: boolean;
  last_heartbeat_at: Date | null;
}

const SORTS = {
  purchased_at: 'e.purchased_at',
  status_changed_at: 'e.status_changed_at',
  expires_at: 'e.expires_at',
  status: 'e.status',
  id: 'e.id',
} as const satisfies Record<NonNullable<AdminExpertAdvisorsQuery['sort']>, string>;

const FROM = `FROM expert_advisors e
  JOIN users u ON u.id = e.user_id
  JOIN algo_bots b ON b.id = e.bot_id
  JOIN algo_plans p ON p.id = e.plan_id
  LEFT JOIN purchases pu ON pu.id = e.purchase_id`;

const SELECT = `SELECT e.id, e.status, e.status_changed_at, u.id AS user_id, u.username,
    u.first_name, u.last_name, u.email, b.id AS bot_id, b.name AS bot_name,
    b.version AS bot_version, p.id AS plan_id, p.name AS plan_name, p.duration_days,
    e.platform, e.broker, e.account_name, e.login, e.server, e.deposit, e.risk,
    pu.options -> 'fields' AS fields, e.hidden, e.purchased_at, e.expires_at,
    (e.expires_at IS NOT NULL AND e.expires_at <= now()) AS expired, e.last_heartbeat_at
  ${FROM}`;

function present(r: QueueRow): AdminExpertAdvisor {
  const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username;
  return {
    id: r.id,
    status: r.status,
    status_changed_at: r.status_changed_at.toISOString(),
    buyer: { id: r.user_id, username: r.username, name, email: r.email },
    bot: { id: r.bot_id, name: r.bot_name, version: r.bot_version },
    plan: { id: r.plan_id, name: r.plan_name, duration_days: r.duration_days },
    platform: r.platform,
    broker: r.broker,
    account_name: r.account_name,
    login: r.login,
    server: r.server,
    deposit: Number(r.deposit),
    risk: Number(r.risk),
    fields: r.fields ?? {},
    hidden: r.hidden,
    purchased_at: r.purchased_at.toISOString(),
    expires_at: r.expires_at?.toISOString() ?? null,
    expired: r.expired,
    last_heartbeat_at: r.last_heartbeat_at?.toISOString() ?? null,
  };
}

/** One page of the queue: newest purchase first unless another sort is asked for. */
export async function listQueue(
  q: Queryable,
  query: AdminExpertAdvisorsQuery,
): Promise<{ data: AdminExpertAdvisor[]; total: number; page: number; limit: number }> {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR u.username ILIKE $1 OR u.email ILIKE $1 OR e.login ILIKE $1
      OR (u.first_name || ' ' || u.last_name) ILIKE $1)
    AND ($2::text IS NULL OR e.status = $2)
    AND ($3::text IS NULL OR e.platform = $3)
    AND ($4::bigint IS NULL OR e.bot_id = $4)
    AND ($5::boolean IS NULL OR (e.expires_at IS NOT NULL AND e.expires_at <= now()) = $5)`;
  const params = [
    search,
    query.status ?? null,
    query.platform ?? null,
    query.bot_id ?? null,
    query.expired ?? null,
  ];
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'purchased_at', query.order ?? 'desc', 'e.id');
  const [rows, count] = await Promise.all([
    q.query<QueueRow>(`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT $6 OFFSET $7`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${where}`, params),
  ]);
  return { data: rows.rows.map(present), total: count.rows[0]?.n ?? 0, page, limit };
}

export async function findQueueItem(q: Queryable, id: number): Promise<AdminExpertAdvisor | null> {
  const { rows } = await q.query<QueueRow>(`${SELECT} WHERE e.id = $1`, [id]);
  return rows[0] ? present(rows[0]) : null;
}
