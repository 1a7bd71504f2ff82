/**
 * Admin: an expert advisor's status (the API and `ea-status`). Each change is published to its
 * owner as `expert_advisor.status`; one the owner deleted (hidden) is still the admin's to move.
 */
import type { AlgoPurchaseDetails, ExpertAdvisorStatus, NotificationParams } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import { notify } from '../notifications';
import { EA_NOT_FOUND, presentDetails } from './my-service';
import { findEa, setEaStatus } from './repository';

export async function changeEaStatus(
  db: Queryable,
  publish: PublishLive,
  id: number,
  status: ExpertAdvisorStatus,
  /** More for the owner's notification (the offline job's `offline_since`). */
  extra: NotificationParams = {},
): Promise<AlgoPurchaseDetails> {
  const before = await findEa(db, id);
  if (!before) throw new NotFoundError(EA_NOT_FOUND);
  await setEaStatus(db, id, status);
  const after = await findEa(db, id);
  if (!after) throw new NotFoundError(EA_NOT_FOUND);
  const details = await presentDetails(db, after);
  if (before.status !== status) {
    // The event is the list card: the bridge key stays out of it.
    const { bridge_key: _key, files: _files, ...expert_advisor } = details;
    await publish(
      { type: 'expert_advisor.status', expert_advisor },
      {
        kind: 'users',
        userIds: [before.user_id],
      },
    );
    // Keyed by the status it left and when it got it: two runs of the expiry job that saw the
    // same `before` notify once; a later change (even back to this status) notifies again.
    await notify(
      { db, publish },
      {
        userId: before.user_id,
        kind: 'expert_advisor_status',
        params: { name: details.name, status, expert_advisor_id: id, ...extra },
        link: `/algo-trading/my/${id}`,
        dedupeKey: `expert_advisor_status:${id}:${status}:${new Date(before.status_changed_at).getTime()}`,
      },
    );
  }
  return details;
}
