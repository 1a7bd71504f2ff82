/**
 * Rows of the algo tables: bots with their plans, expert advisors (what a user bought), trades
 * of a signal account, an expert advisor or a copy follow, and reviews.
 */
import type {
  AdminFormFieldInput,
  AlgoBotType,
  AlgoPlatform,
  AlgoTranslations,
  BridgeProblem,
  ExpertAdvisorStatus,
  TradeSide,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface BotRow {
  id: number;
  name: string;
  author: string;
  version: string;
  type: AlgoBotType;
  platforms: AlgoPlatform[];
  description: string;
  translations: AlgoTranslations;
  image_url: string | null;
  signal_deposit: number;
  live_signal: boolean;
  is_demo: boolean;
  /** The purchase form's fields as the back office changed them; null: the product's form. */
  form_fields: AdminFormFieldInput[] | null;
  updated_at: Date;
  /** The lowest plan's price. */
  price: number;
  monthly_purchases: number;
  /** Files downloaded by owners in the last 30 days (delivery.ts), not purchases. */
  monthly_downloads: number;
  followers: number;
  rating: number | null;
  reviews_count: number;
}

export interface PlanRow {
  id: number;
  bot_id: number;
  name: string;
  labels: { uz?: string; ru?: string };
  price: number;
  duration_days: number | null;
}

export interface ExpertAdvisorRow {
  id: number;
  user_id: number;
  bot_id: number;
  plan_id: number;
  purchase_id: number | null;
  status: ExpertAdvisorStatus;
  platform: AlgoPlatform;
  broker: string;
  account_name: string;
  login: string;
  server: string;
  deposit: number;
  risk: number;
  bridge_key: string;
  hidden: boolean;
  purchased_at: Date;
  expires_at: Date | null;
  status_changed_at: Date;
  /** The bridge's side (docs/decisions/0282-expert-advisor-delivery.md). */
  last_heartbeat_at: Date | null;
  heartbeat: StoredHeartbeat | null;
  bridge_problem: BridgeProblem | null;
  bridge_problem_value: string | null;
  bridge_problem_at: Date | null;
  offline_since: Date | null;
}

/** What the last taken heartbeat said (HeartbeatBody, with the time as the terminal sent it). */
export interface StoredHeartbeat {
  balance: number;
  equity: number;
  terminal_time: string;
}

/** An expert advisor with its bot's and plan's names. */
export interface ExpertAdvisorView extends ExpertAdvisorRow {
  bot_name: string;
  bot_version: string;
  bot_type: AlgoBotType;
  plan_name: string;
}

export interface TradeRow {
  id: number;
  ticket: string;
  side: TradeSide;
  symbol: string;
  volume: number;
  open_time: Date;
  open_price: number;
  close_time: Date | null;
  close_price: number | null;
  profit: number;
  commission: number;
  swap: number;
}

/**
 * Whose trades: a bot's signal account, one expert advisor, or one copy follow's account (its
 * copied trades, docs/decisions/0307-copied-trades-in-algo-trades.md).
 */
export type TradeOwner = { bot: number } | { ea: number } | { follow: number };

export function ownerColumn(owner: TradeOwner): { column: string; id: number } {
  if ('bot' in owner) return { column: 'bot_id', id: owner.bot };
  if ('ea' in owner) return { column: 'expert_advisor_id', id: owner.ea };
  return { column: 'copy_follow_id', id: owner.follow };
}

// Ratings and review counts leave hidden reviews out (docs/decisions/0296-review-moderation.md).
export const BOT_SELECT = `
  SELECT b.*,
    COALESCE((SELECT min(p.price) FROM algo_plans p WHERE p.bot_id = b.id), 0)::bigint AS price,
    (SELECT count(*) FROM expert_advisors e
      WHERE e.bot_id = b.id AND e.purchased_at > now() - interval '30 days')::int
      AS monthly_purchases,
    (SELECT count(*) FROM algo_downloads d
      WHERE d.bot_id = b.id AND d.created_at > now() - interval '30 days')::int
      AS monthly_downloads,
    (SELECT count(*) FROM expert_advisors e
      WHERE e.bot_id = b.id AND e.status IN ('in_progress', 'active'))::int AS followers,
    (SELECT avg(r.rating)::float8 FROM algo_reviews r
      WHERE r.bot_id = b.id AND r.hidden_at IS NULL) AS rating,
    (SELECT count(*) FROM algo_reviews r
      WHERE r.bot_id = b.id AND r.hidden_at IS NULL)::int AS reviews_count
  FROM algo_bots b`;

export async function listBots(q: Queryable): Promise<BotRow[]> {
  const { rows } = await q.query<BotRow>(`${BOT_SELECT} WHERE b.is_listed ORDER BY b.id`);
  return rows;
}

export async function findBot(q: Queryable, id: number): Promise<BotRow | null> {
  const { rows } = await q.query<BotRow>(`${BOT_SELECT} WHERE b.id = $1 AND b.is_listed`, [id]);
  return rows[0] ?? null;
}

export async function listPlans(q: Queryable, botId: number): Promise<PlanRow[]> {
  const { rows } = await q.query<PlanRow>(
    'SELECT * FROM algo_plans WHERE bot_id = $1 ORDER BY position, id',
    [botId],
  );
  return rows;
}

const EA_SELECT = `
  SELECT e.*, b.name AS bot_name, b.version AS bot_version, b.type AS bot_type,
    p.name AS plan_name
  FROM expert_advisors e JOIN algo_bots b ON b.id = e.bot_id JOIN algo_plans p ON p.id = e.plan_id`;

/** The user's expert advisors they have not deleted, newest first. */
export async function listUserEas(
  q: Queryable,
  userId: number,
  limit: number,
): Promise<{ rows: ExpertAdvisorView[]; total: number }> {
  const { rows } = await q.query<ExpertAdvisorView>(
    `${EA_SELECT} WHERE e.user_id = $1 AND NOT e.hidden ORDER BY e.id DESC LIMIT $2`,
    [userId, limit],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM expert_advisors WHERE user_id = $1 AND NOT hidden',
    [userId],
  );
  return { rows, total: count.rows[0]?.n ?? 0 };
}

/** One of the user's expert advisors (another user's reads as none). */
export async function findUserEa(
  q: Queryable,
  userId: number,
  id: number,
): Promise<ExpertAdvisorView | null> {
  const { rows } = await q.query<ExpertAdvisorView>(
    `${EA_SELECT} WHERE e.id = $1 AND e.user_id = $2 AND NOT e.hidden`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function findEa(q: Queryable, id: number): Promise<ExpertAdvisorView | null> {
  const { rows } = await q.query<ExpertAdvisorView>(`${EA_SELECT} WHERE e.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findEaByKey(q: Queryable, key: string): Promise<ExpertAdvisorRow | null> {
  const { rows } = await q.query<ExpertAdvisorRow>(
    'SELECT * FROM expert_advisors WHERE bridge_key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/** A live expert advisor (in progress, active or paused, not expired) of this user and bot. */
export async function findLiveEa(
  q: Queryable,
  userId: number,
  botId: number,
): Promise<ExpertAdvisorRow | null> {
  const { rows } = await q.query<ExpertAdvisorRow>(
    `SELECT * FROM expert_advisors WHERE user_id = $1 AND bot_id = $2 AND NOT hidden
       AND status IN ('in_progress', 'active', 'paused')
       AND (expires_at IS NULL OR expires_at > now())`,
    [userId, botId],
  );
  return rows[0] ?? null;
}

export async function setEaStatus(
  q: Queryable,
  id: number,
  status: ExpertAdvisorStatus,
  hide = false,
): Promise<ExpertAdvisorRow | null> {
  const { rows } = await q.query<ExpertAdvisorRow>(
    // A status set here (an operator, expiry, deleting) ends an offline pause's claim: only a
    // pause the offline job made ends at the next heartbeat (bridge-status.ts).
    `UPDATE expert_advisors SET status = $2, hidden = hidden OR $3,
       offline_since = CASE WHEN $2 = 'paused' THEN offline_since ELSE NULL END,
       status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END
     WHERE id = $1 RETURNING *`,
    [id, status, hide],
  );
  return rows[0] ?? null;
}

/** All trades of an owner, closed and open. */
export async function listTrades(q: Queryable, owner: TradeOwner): Promise<TradeRow[]> {
  const { column, id } = ownerColumn(owner);
  const { rows } = await q.query<TradeRow>(
    `SELECT * FROM algo_trades WHERE ${column} = $1 ORDER BY close_time NULLS LAST, id`,
    [id],
  );
  return rows;
}

export interface ClosedTradesFilter {
  from: Date | null;
  to: Date | null;
  symbol: string | undefined;
  limit: number;
  offset: number;
}

/** One page of closed trades, newest first, with the count of all that match. */
export async function listClosedTrades(
  q: Queryable,
  owner: TradeOwner,
  filter: ClosedTradesFilter,
): Promise<{ rows: TradeRow[]; total: number }> {
  const { column, id } = ownerColumn(owner);
  const where = `${column} = $1 AND close_time IS NOT NULL
    AND ($2::timestamptz IS NULL OR close_time >= $2)
    AND ($3::timestamptz IS NULL OR close_time <= $3)
    AND ($4::text IS NULL OR upper(symbol) = upper($4))`;
  const params = [id, filter.from, filter.to, filter.symbol || null];
  const [page, count] = await Promise.all([
    q.query<TradeRow>(
      `SELECT * FROM algo_trades WHERE ${where} ORDER BY close_time DESC, id DESC
       LIMIT $5 OFFSET $6`,
      [...params, filter.limit, filter.offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM algo_trades WHERE ${where}`, params),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** The trades still open, oldest first. */
export async function listOpenTrades(q: Queryable, owner: TradeOwner): Promise<TradeRow[]> {
  const { column, id } = ownerColumn(owner);
  const { rows } = await q.query<TradeRow>(
    `SELECT * FROM algo_trades WHERE ${column} = $1 AND close_time IS NULL ORDER BY id`,
    [id],
  );
  return rows;
}

/** The latest trades, open or closed, newest first by their last event (the close, else the open). */
export async function listRecentTrades(
  q: Queryable,
  owner: TradeOwner,
  limit: number,
): Promise<TradeRow[]> {
  const { column, id } = ownerColumn(owner);
  const { rows } = await q.query<TradeRow>(
    `SELECT * FROM algo_trades WHERE ${column} = $1
     ORDER BY COALESCE(close_time, open_time) DESC, id DESC LIMIT $2`,
    [id, limit],
  );
  return rows;
}

/** How many trades are still open. */
export async function countOpenTrades(q: Queryable, owner: TradeOwner): Promise<number> {
  const { column, id } = ownerColumn(owner);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM algo_trades WHERE ${column} = $1 AND close_time IS NULL`,
    [id],
  );
  return rows[0]?.n ?? 0;
}

export async function findTrade(
  q: Queryable,
  owner: TradeOwner,
  ticket: string,
): Promise<TradeRow | null> {
  const { column, id } = ownerColumn(owner);
  const { rows } = await q.query<TradeRow>(
    `SELECT * FROM algo_trades WHERE ${column} = $1 AND ticket = $2`,
    [id, ticket],
  );
  return rows[0] ?? null;
}

export type NewTrade = Omit<TradeRow, 'id'>;

/** The columns a trade writes, in the order tradeValues gives their values; ticket first. */
const TRADE_COLUMNS = [
  'ticket',
  'side',
  'symbol',
  'volume',
  'open_time',
  'open_price',
  'close_time',
  'close_price',
  'profit',
  'commission',
  'swap',
] as const satisfies readonly (keyof NewTrade)[];

const tradeValues = (t: NewTrade): unknown[] => TRADE_COLUMNS.map((c) => t[c]);

/** Inserts a trade, or updates the stored one with the same ticket (an open trade closing). */
export async function upsertTrade(q: Queryable, owner: TradeOwner, t: NewTrade): Promise<void> {
  const { column, id } = ownerColumn(owner);
  // $1 is the owner, $2 the ticket, then the other columns in TRADE_COLUMNS order.
  const params = [id, ...tradeValues(t)];
  const sets = TRADE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).slice(1);
  const updated = await q.query(
    `UPDATE algo_trades SET ${sets.join(', ')}, updated_at = now()
     WHERE ${column} = $1 AND ticket = $2`,
    params,
  );
  if (updated.rowCount > 0) return;
  const slots = params.map((_, i) => `$${i + 1}`);
  await q.query(
    `INSERT INTO algo_trades (${column}, ${TRADE_COLUMNS.join(', ')})
     VALUES (${slots.join(', ')})`,
    params,
  );
}

/** Inserts new trades in batches (the demo seed's months of history); tickets must be new. */
export async function insertTrades(
  q: Queryable,
  owner: TradeOwner,
  trades: readonly NewTrade[],
): Promise<void> {
  const { column, id } = ownerColumn(owner);
  for (let start = 0; start < trades.length; start += 400) {
    const params: unknown[] = [id];
    const values = trades.slice(start, start + 400).map((t) => {
      const base = params.length;
      params.push(...tradeValues(t));
      const slots = TRADE_COLUMNS.map((_, i) => `$${base + i + 1}`);
      return `($1, ${slots.join(', ')})`;
    });
    await q.query(
      `INSERT INTO algo_trades (${column}, ${TRADE_COLUMNS.join(', ')})
       VALUES ${values.join(', ')}`,
      params,
    );
  }
}

/** Ends the expert advisor a purchase bought (a refund): deactivated and expired now. */
export async function endEaOfPurchase(q: Queryable, purchaseId: number): Promise<void> {
  await q.query(
    `UPDATE expert_advisors SET status = 'deactivated', expires_at = now(),
       status_changed_at = now()
     WHERE purchase_id = $1`,
    [purchaseId],
  );
}
