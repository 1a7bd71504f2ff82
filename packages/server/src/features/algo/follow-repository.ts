/**
 * Rows of copy_follows (docs/decisions/0283-copy-trading-follow.md): a user's follows of a
 * strategy (a bot with a live signal account) and the follower counts.
 */
import type {
  AlgoBotType,
  AlgoPlatform,
  AlgoTranslations,
  BridgeProblem,
  CopyFollowState,
  ExpertAdvisorStatus,
  HeartbeatBody,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { storedHeartbeat } from './bridge-connection';
import type { StoredHeartbeat } from './repository';

export interface FollowRow {
  id: number;
  user_id: number;
  bot_id: number;
  state: CopyFollowState;
  status: ExpertAdvisorStatus;
  platform: AlgoPlatform;
  login: string;
  server: string;
  risk: number;
  bridge_key: string;
  last_heartbeat_at: Date | null;
  /** The bridge's side, as an expert advisor's (migration 0100, bridge-connection.ts). */
  heartbeat: StoredHeartbeat | null;
  bridge_problem: BridgeProblem | null;
  bridge_problem_value: string | null;
  bridge_problem_at: Date | null;
  offline_since: Date | null;
  started_at: Date;
  state_changed_at: Date;
  status_changed_at: Date;
}

/** A follow with its strategy's name and type. */
export interface FollowView extends FollowRow {
  bot_name: string;
  bot_type: AlgoBotType;
  translations: AlgoTranslations;
}

const FOLLOW_SELECT = `
  SELECT f.*, b.name AS bot_name, b.type AS bot_type, b.translations
  FROM copy_follows f JOIN algo_bots b ON b.id = f.bot_id`;

export interface NewFollow {
  userId: number;
  botId: number;
  platform: AlgoPlatform;
  login: string;
  server: string;
  risk: number;
  bridgeKey: string;
}

/** Inserts a follow; null when the user already has one not stopped (the partial unique index). */
export async function insertFollow(q: Queryable, f: NewFollow): Promise<FollowRow | null> {
  const { rows } = await q.query<FollowRow>(
    `INSERT INTO copy_follows (user_id, bot_id, platform, login, server, risk, bridge_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, bot_id) WHERE state <> 'stopped' DO NOTHING
     RETURNING *`,
    [f.userId, f.botId, f.platform, f.login, f.server, f.risk, f.bridgeKey],
  );
  return rows[0] ?? null;
}

/** The user's follows, newest first, stopped ones too. */
export async function listUserFollows(q: Queryable, userId: number): Promise<FollowView[]> {
  const { rows } = await q.query<FollowView>(
    `${FOLLOW_SELECT} WHERE f.user_id = $1 ORDER BY f.id DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

/** One of the user's follows (another user's reads as none). */
export async function findUserFollow(
  q: Queryable,
  userId: number,
  id: number,
): Promise<FollowView | null> {
  const { rows } = await q.query<FollowView>(
    `${FOLLOW_SELECT} WHERE f.id = $1 AND f.user_id = $2`,
    [id, userId],
  );
  return rows[0] ?? null;
}

/** Moves a follow to a state, only from one of `from` (so a stopped follow stays stopped). */
export async function setFollowState(
  q: Queryable,
  id: number,
  state: CopyFollowState,
  from: readonly CopyFollowState[],
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE copy_follows SET state = $2,
       state_changed_at = CASE WHEN state = $2 THEN state_changed_at ELSE now() END
     WHERE id = $1 AND state = ANY($3::text[])`,
    [id, state, from],
  );
  return rowCount > 0;
}

/** Followers per strategy: follows copying now (paused and stopped ones do not count). */
export async function followerCounts(q: Queryable): Promise<Map<number, number>> {
  const { rows } = await q.query<{ bot_id: number; n: number }>(
    `SELECT bot_id, count(*)::int AS n FROM copy_follows WHERE state = 'copying' GROUP BY bot_id`,
  );
  return new Map(rows.map((r) => [Number(r.bot_id), r.n]));
}

/** A follow by its bridge key; a stopped follow's key no longer opens anything. */
export async function findFollowByKey(q: Queryable, bridgeKey: string): Promise<FollowView | null> {
  const { rows } = await q.query<FollowView>(
    `${FOLLOW_SELECT} WHERE f.bridge_key = $1 AND f.state <> 'stopped'`,
    [bridgeKey],
  );
  return rows[0] ?? null;
}

export async function findFollow(q: Queryable, id: number): Promise<FollowView | null> {
  const { rows } = await q.query<FollowView>(`${FOLLOW_SELECT} WHERE f.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * The seam for the terminal bridge (the expert advisor's status model, decision 0282): a taken
 * heartbeat of the follow's account, when it came and what it said; an earlier refusal is over.
 * The status moves apart, through follow-bridge.ts's changeFollowStatus.
 */
export async function markFollowHeartbeat(
  q: Queryable,
  id: number,
  hb: HeartbeatBody,
): Promise<void> {
  await q.query(
    `UPDATE copy_follows SET last_heartbeat_at = now(), heartbeat = $2,
       bridge_problem = NULL, bridge_problem_value = NULL, bridge_problem_at = NULL
     WHERE id = $1`,
    [id, storedHeartbeat(hb)],
  );
}

/** A heartbeat of another account: why it was refused and what it sent, kept to show. */
export async function markFollowProblem(
  q: Queryable,
  id: number,
  problem: BridgeProblem,
  value: string,
): Promise<void> {
  await q.query(
    `UPDATE copy_follows SET bridge_problem = $2, bridge_problem_value = $3,
       bridge_problem_at = now() WHERE id = $1`,
    [id, problem, value],
  );
}

/** Sets the connection status; any status but paused ends the offline job's pause. */
export async function setFollowStatus(
  q: Queryable,
  id: number,
  status: ExpertAdvisorStatus,
): Promise<void> {
  await q.query(
    `UPDATE copy_follows SET status = $2,
       offline_since = CASE WHEN $2 = 'paused' THEN offline_since ELSE NULL END,
       status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END
     WHERE id = $1`,
    [id, status],
  );
}

/**
 * Active follows not stopped whose terminal has been silent longer than `afterMs` (by the
 * database clock) get `offline_since` = their last heartbeat; their ids are returned for the
 * status change. A follow that never sent one is left alone.
 */
export async function markSilentFollows(
  q: Queryable,
  afterMs: number,
): Promise<{ id: number; offline_since: Date }[]> {
  const { rows } = await q.query<{ id: number; offline_since: Date }>(
    `UPDATE copy_follows SET offline_since = last_heartbeat_at
     WHERE status = 'active' AND state <> 'stopped' AND last_heartbeat_at IS NOT NULL
       AND last_heartbeat_at < now() - make_interval(secs => $1::float8 / 1000)
     RETURNING id, offline_since`,
    [afterMs],
  );
  return rows;
}
