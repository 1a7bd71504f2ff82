/**
 * Status follows the terminal (docs/decisions/0282-expert-advisor-delivery.md): the bridge's
 * heartbeat of the bought account turns an expert advisor in progress into active, and one the
 * offline job paused back into active; a heartbeat of another account is refused and its reason
 * kept for the owner; the job pauses an active one whose terminal went silent. Every change goes
 * through changeEaStatus (live event and notification); a heartbeat or trades without a change
 * still push the card, so the owner's page refetches its figures.
 *
 * The rule (heartbeat-decision.ts) only reads status, account and offline_since, so a key of a
 * copy-trading follow is taken by the same heartbeat and job (follow-bridge.ts,
 * docs/decisions/0287-follow-heartbeat.md).
 */
import { BRIDGE_OFFLINE_AFTER_MS, type HeartbeatBody } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { UnauthenticatedError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import type { ServerJob } from '../feature';
import { changeEaStatus } from './admin-service';
import { storedHeartbeat } from './bridge-connection';
import { pauseOfflineFollows, receiveFollowHeartbeat } from './follow-bridge';
import { findFollowByKey } from './follow-repository';
import { BRIDGE_PROBLEM_TEXT, heartbeatDecision } from './heartbeat-decision';
import { BRIDGE_KEY_INVALID } from './ingest-service';
import { presentCard } from './my-service';
import { findEa, findEaByKey } from './repository';

/** Pushes the owner's card without a status change: their page refetches its figures. */
export async function publishCard(db: Queryable, publish: PublishLive, id: number) {
  const ea = await findEa(db, id);
  if (!ea) return;
  await publish(
    { type: 'expert_advisor.status', expert_advisor: await presentCard(db, ea) },
    { kind: 'users', userIds: [ea.user_id] },
  );
}

export async function receiveHeartbeat(
  db: Queryable,
  publish: PublishLive,
  key: unknown,
  hb: HeartbeatBody,
) {
  if (typeof key !== 'string' || key.length < 20 || key.length > 200)
    throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
  const ea = await findEaByKey(db, key);
  if (!ea) {
    // Not an expert advisor's key: a copy follow's, by the same rule (follow-bridge.ts).
    const follow = await findFollowByKey(db, key);
    if (!follow) throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
    return receiveFollowHeartbeat(db, publish, follow, hb);
  }
  const decision = heartbeatDecision(ea, hb);
  if (!decision.accepted) {
    await db.query(
      `UPDATE expert_advisors SET bridge_problem = $2, bridge_problem_value = $3,
         bridge_problem_at = now() WHERE id = $1`,
      [ea.id, decision.problem, decision.value],
    );
    await publishCard(db, publish, ea.id);
    return { status: ea.status, accepted: false, problem: BRIDGE_PROBLEM_TEXT[decision.problem] };
  }
  await db.query(
    `UPDATE expert_advisors SET last_heartbeat_at = now(), heartbeat = $2,
       bridge_problem = NULL, bridge_problem_value = NULL, bridge_problem_at = NULL
     WHERE id = $1`,
    [ea.id, storedHeartbeat(hb)],
  );
  if (decision.next) {
    const after = await changeEaStatus(db, publish, ea.id, decision.next);
    return { status: after.status, accepted: true, problem: null };
  }
  await publishCard(db, publish, ea.id);
  return { status: ea.status, accepted: true, problem: null };
}

/**
 * Active expert advisors whose terminal has been silent longer than BRIDGE_OFFLINE_AFTER_MS
 * (by the database clock) are paused, "terminal offline since" their last heartbeat. One that
 * never sent one (set active by an operator, the demo trader's) is left alone. Runs once per
 * period across processes (jobs.ts); repeating it changes nothing.
 */
export async function pauseOffline(db: Queryable, publish: PublishLive): Promise<number> {
  const { rows } = await db.query<{ id: number; offline_since: Date }>(
    `UPDATE expert_advisors SET offline_since = last_heartbeat_at
     WHERE status = 'active' AND last_heartbeat_at IS NOT NULL
       AND last_heartbeat_at < now() - make_interval(secs => $1::float8 / 1000)
     RETURNING id, offline_since`,
    [BRIDGE_OFFLINE_AFTER_MS],
  );
  for (const { id, offline_since } of rows)
    await changeEaStatus(db, publish, id, 'paused', {
      offline_since: new Date(offline_since).toISOString(),
    });
  return rows.length;
}

export const offlineJob: ServerJob = {
  name: 'algo-bridge-offline',
  everyMs: 60_000,
  async run(ctx) {
    const publish: PublishLive = (event, audience) => ctx.live.publish(event, audience);
    await pauseOffline(ctx.db, publish);
    await pauseOfflineFollows(ctx.db, publish);
  },
};
