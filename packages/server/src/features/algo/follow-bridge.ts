/**
 * A copy follow's terminal connection follows its bridge as an expert advisor's does
 * (docs/decisions/0287-follow-heartbeat.md, after docs/decisions/0282-expert-advisor-delivery.md):
 * the same heartbeat rule (heartbeat-decision.ts), the same offline limit and job, and every
 * change reaching the follower live (`copy_follow.status`) and as an `expert_advisor_status`
 * notification that names the copy. A heartbeat without a change still pushes the card, so the
 * follower's list shows the last heartbeat.
 */
import {
  BRIDGE_OFFLINE_AFTER_MS,
  type ExpertAdvisorStatus,
  type HeartbeatBody,
  type NotificationParams,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { PublishLive } from '../../live/publisher';
import { notify } from '../notifications';
import {
  findFollow,
  markFollowHeartbeat,
  markFollowProblem,
  markSilentFollows,
  setFollowStatus,
  type FollowView,
} from './follow-repository';
import { BRIDGE_PROBLEM_TEXT, heartbeatDecision } from './heartbeat-decision';
import { presentFollowCard } from './present-follow';

/** Pushes the follow's card (no key, its copied trades) to its follower. */
export async function publishFollow(db: Queryable, publish: PublishLive, id: number) {
  const follow = await findFollow(db, id);
  if (!follow) return;
  await publish(
    { type: 'copy_follow.status', follow: await presentFollowCard(db, follow) },
    { kind: 'users', userIds: [follow.user_id] },
  );
}

/** The one status change of a follow: stored, pushed live and, when it changed, notified. */
export async function changeFollowStatus(
  db: Queryable,
  publish: PublishLive,
  before: FollowView,
  status: ExpertAdvisorStatus,
  /** More for the notification (the offline job's `offline_since`). */
  extra: NotificationParams = {},
): Promise<void> {
  await setFollowStatus(db, before.id, status);
  await publishFollow(db, publish, before.id);
  if (before.status === status) return;
  // Keyed by the status it left and when it got it, as an expert advisor's: one notice per change.
  await notify(
    { db, publish },
    {
      userId: before.user_id,
      kind: 'expert_advisor_status',
      params: { name: before.bot_name, status, follow_id: before.id, ...extra },
      link: `/copy-trade/${before.bot_id}`,
      dedupeKey: `copy_follow_status:${before.id}:${status}:${new Date(before.status_changed_at).getTime()}`,
    },
  );
}

/** A heartbeat with a follow's key: refused with its reason, or taken, maybe a new status. */
export async function receiveFollowHeartbeat(
  db: Queryable,
  publish: PublishLive,
  follow: FollowView,
  hb: HeartbeatBody,
) {
  const decision = heartbeatDecision(follow, hb);
  if (!decision.accepted) {
    await markFollowProblem(db, follow.id, decision.problem, decision.value);
    await publishFollow(db, publish, follow.id);
    return {
      status: follow.status,
      accepted: false,
      problem: BRIDGE_PROBLEM_TEXT[decision.problem],
    };
  }
  await markFollowHeartbeat(db, follow.id, hb);
  if (decision.next) await changeFollowStatus(db, publish, follow, decision.next);
  else await publishFollow(db, publish, follow.id);
  return { status: decision.next ?? follow.status, accepted: true, problem: null };
}

/**
 * Active follows whose terminal has been silent longer than BRIDGE_OFFLINE_AFTER_MS are paused,
 * "terminal offline since" their last heartbeat, by the expert advisors' job
 * (bridge-status.ts offlineJob). Repeating it changes nothing.
 */
export async function pauseOfflineFollows(db: Queryable, publish: PublishLive): Promise<number> {
  const silent = await markSilentFollows(db, BRIDGE_OFFLINE_AFTER_MS);
  for (const { id, offline_since } of silent) {
    const follow = await findFollow(db, id);
    if (!follow) continue;
    await changeFollowStatus(db, publish, follow, 'paused', {
      offline_since: new Date(offline_since).toISOString(),
    });
  }
  return silent.length;
}
