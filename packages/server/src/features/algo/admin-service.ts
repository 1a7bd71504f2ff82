/**
 * Admin: an expert advisor's status (the API and `ea-status`). Each change is published to its
 * owner as `expert_advisor.status`.
 */
import type { AlgoPurchaseDetails, ExpertAdvisorStatus } from '@savdo/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { EA_NOT_FOUND, myPurchase } from './my-service';
import { findEa, setEaStatus } from './repository';

/** Sets the status; answers the expert advisor as its owner sees it. */
export async function setStatus(
  db: Queryable,
  id: number,
  status: ExpertAdvisorStatus,
): Promise<{ details: AlgoPurchaseDetails; ownerId: number; changed: boolean }> {
  const before = await findEa(db, id);
  if (!before) throw new NotFoundError(EA_NOT_FOUND);
  await setEaStatus(db, id, status);
  const details = await myPurchase(db, before.user_id, id).catch(async () => {
    // A hidden one (deleted by its owner) is still the admin's to change.
    throw new NotFoundError(EA_NOT_FOUND);
  });
  return { details, ownerId: before.user_id, changed: before.status !== status };
}

export async function changeEaStatus(
  ctx: AppContext,
  id: number,
  status: ExpertAdvisorStatus,
): Promise<AlgoPurchaseDetails> {
  const { details, ownerId, changed } = await setStatus(ctx.db, id, status);
  if (changed) {
    const { bridge_key: _key, ...expert_advisor } = details;
    await ctx.live.publish(
      { type: 'expert_advisor.status', expert_advisor },
      { kind: 'users', userIds: [ownerId] },
    );
  }
  return details;
}
