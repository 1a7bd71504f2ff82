/** Rows of `signals` and the queries over them. */
import type {
  AssetType,
  SignalFilters,
  SignalInput,
  SignalResult,
  SignalStatus,
  SignalTranslations,
  SignalType,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow } from '../../db/rows';

export interface SignalRow {
  id: number;
  symbol: string;
  type: SignalType;
  asset_type: AssetType;
  status: SignalStatus;
  entry_price: number;
  stop_loss: number;
  take_profit: number;
  description: string | null;
  chart_image: string | null;
  analysis_type: string | null;
  timeframe: string | null;
  expert_id: number | null;
  /** jsonb: the texts per language, as the contract's SignalTranslations. */
  translations: SignalTranslations | null;
  is_premium: boolean;
  required_plan_id: number | null;
  result: SignalResult;
  created_at: Date;
  activated_at: Date | null;
  closed_at: Date | null;
  updated_at: Date;
  /** The level of the required plan (joined), null for a free signal. */
  required_level: number | null;
  /** The required plan's name (joined). */
  required_plan_name: string | null;
  /** The expert's first and last name (joined), null when empty or unknown. */
  expert_name: string | null;
}

export const SIGNAL_SELECT = `SELECT s.*, p.level AS required_level, p.name AS required_plan_name,
    NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS expert_name
  FROM signals s
  LEFT JOIN subscription_plans p ON p.id = s.required_plan_id
  LEFT JOIN users u ON u.id = s.expert_id`;

/** A new signal; `createdAt` lets the demo seed place signals in the past. */
export async function insertSignal(
  q: Queryable,
  input: SignalInput,
  createdAt: Date | null = null,
): Promise<SignalRow> {
  const status = input.status ?? 'pending';
  const { id } = await insertRow<SignalRow>(q, 'signals', {
    symbol: input.symbol,
    type: input.type,
    asset_type: input.asset_type,
    status,
    entry_price: input.entry_price,
    stop_loss: input.stop_loss,
    take_profit: input.take_profit,
    description: input.description ?? null,
    chart_image: input.chart_image ?? null,
    analysis_type: input.analysis_type ?? null,
    timeframe: input.timeframe ?? null,
    expert_id: input.expert_id ?? null,
    // Both drivers send a plain object to a jsonb column as JSON.
    translations: input.translations ?? null,
    is_premium: input.is_premium ?? false,
    required_plan_id: input.is_premium ? (input.required_plan_id ?? null) : null,
    created_at: createdAt ?? NOW,
    activated_at: status === 'active' ? (createdAt ?? NOW) : null,
  });
  // Read back with the required plan's level joined.
  const row = await findSignal(q, id);
  if (!row) throw new Error('insert into signals returned no row');
  return row;
}

export async function findSignal(q: Queryable, id: number): Promise<SignalRow | null> {
  const res = await q.query<SignalRow>(`${SIGNAL_SELECT} WHERE s.id = $1`, [id]);
  return res.rows[0] ?? null;
}

/** The feed: newest first, filtered, one page; with the total count of the filter. */
export async function listSignals(
  q: Queryable,
  filters: SignalFilters,
  limit: number,
  offset: number,
): Promise<{ rows: SignalRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(`s.${column} = $${params.length}`);
  };
  add('asset_type', filters.asset_type);
  add('type', filters.signal_type);
  add('status', filters.status);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const count = await q.query<{ total: number }>(
    `SELECT count(*) AS total FROM signals s ${clause}`,
    params,
  );
  const res = await q.query<SignalRow>(
    `${SIGNAL_SELECT} ${clause} ORDER BY s.created_at DESC, s.id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  return { rows: res.rows, total: Number(count.rows[0]?.total ?? 0) };
}

export type SignalTransition =
  { to: 'active' } | { to: 'closed'; result: 'profit' | 'loss' } | { to: 'cancelled' };

/** Which statuses each transition may start from. */
const FROM: Record<SignalTransition['to'], SignalStatus[]> = {
  active: ['pending'],
  closed: ['active'],
  cancelled: ['pending', 'active'],
};

/**
 * Moves a signal to a new status if its current status allows it (one conditional UPDATE, so
 * two admins racing cannot close a signal twice). Answers the row, or null when not allowed.
 */
export async function transitionSignal(
  q: Queryable,
  id: number,
  transition: SignalTransition,
): Promise<SignalRow | null> {
  const result = transition.to === 'closed' ? transition.result : 'waiting';
  const res = await q.query<{ id: number }>(
    `UPDATE signals SET
       status = $2,
       result = $3,
       activated_at = CASE WHEN $2 = 'active' THEN now() ELSE activated_at END,
       closed_at = CASE WHEN $2 IN ('closed', 'cancelled') THEN now() ELSE closed_at END,
       updated_at = now()
     WHERE id = $1 AND status = ANY($4::text[])
     RETURNING id`,
    [id, transition.to, result, FROM[transition.to]],
  );
  return res.rows.length > 0 ? findSignal(q, id) : null;
}

/** Signals created since `since` and those closed since then, for the performance figures. */
export async function signalsForPerformance(
  q: Queryable,
  since: Date,
): Promise<{ created: number; closed: SignalRow[] }> {
  const created = await q.query<{ total: number }>(
    'SELECT count(*) AS total FROM signals WHERE created_at >= $1',
    [since],
  );
  const closed = await q.query<SignalRow>(
    `${SIGNAL_SELECT} WHERE s.status = 'closed' AND s.closed_at >= $1 ORDER BY s.closed_at`,
    [since],
  );
  return { created: Number(created.rows[0]?.total ?? 0), closed: closed.rows };
}

export async function countSignals(q: Queryable): Promise<number> {
  const res = await q.query<{ total: number }>('SELECT count(*) AS total FROM signals');
  return Number(res.rows[0]?.total ?? 0);
}

/** Demo seed only: places a signal's life in the past (status, result and its times). */
export async function backdateSignal(
  q: Queryable,
  id: number,
  history: {
    status: SignalStatus;
    result: SignalResult;
    createdAt: Date;
    activatedAt: Date | null;
    closedAt: Date | null;
  },
): Promise<void> {
  await q.query(
    `UPDATE signals SET status = $2, result = $3, created_at = $4::timestamptz,
       activated_at = $5::timestamptz, closed_at = $6::timestamptz,
       updated_at = coalesce($6::timestamptz, $5::timestamptz, $4::timestamptz)
     WHERE id = $1`,
    [id, history.status, history.result, history.createdAt, history.activatedAt, history.closedAt],
  );
}
