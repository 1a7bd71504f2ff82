/**
 * Admin: an expert advisor's status (the API and `ea-status`). Each change is published to its
 * owner as `expert_advisor.status`; one the owner deleted (hidden) is still the admin's to move.
 */
import type { AlgoPurchaseDetails, ExpertAdvisorStatus } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import { EA_NOT_FOUND, presentDetails } from './my-service';
import { findEa, setEaStatus } from './repository';

export async function changeEaStatus(
  db: Queryable,
  publish: PublishLive,
  id: number,
  status: ExpertAdvisorStatus,
): Promise<AlgoPurchaseDetails> {
  const before = await findEa(db, id);
  if (!before) throw new NotFoundError(EA_NOT_FOUND);
  await setEaStatus(db, id, status);
  const after = await findEa(db, id);
  if (!after) throw new NotFoundError(EA_NOT_FOUND);
  const details = await presentDetails(db, after);
  if (before.status !== status) {
    // The event is the list card: the bridge key stays out of it.
    const { bridge_key: _key, ...expert_advisor } = details;
    await publish(
      { type: 'expert_advisor.status', expert_advisor },
      {
        kind: 'users',
        userIds: [before.user_id],
      },
    );
  }
  return details;
}
