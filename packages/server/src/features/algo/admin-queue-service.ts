/**
 * The operator's status change from the expert advisor queue: the one status change of
 * admin-service.ts (a live `expert_advisor.status` and a notification to the buyer), with the
 * operator's message carried into the notification. Pausing or switching off needs a message:
 * the buyer must learn why (docs/decisions/0295-expert-advisor-queue.md).
 */
import {
  ALGO_ADMIN_MESSAGES,
  type AdminExpertAdvisor,
  type AdminEaStatusChangeRequest,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import { changeEaStatus } from './admin-service';
import { findQueueItem } from './admin-queue-repository';
import { EA_NOT_FOUND } from './my-service';

export async function queueItem(q: Queryable, id: number): Promise<AdminExpertAdvisor> {
  const item = await findQueueItem(q, id);
  if (!item) throw new NotFoundError(EA_NOT_FOUND);
  return item;
}

export async function setQueueStatus(
  db: Queryable,
  publish: PublishLive,
  id: number,
  body: AdminEaStatusChangeRequest,
): Promise<AdminExpertAdvisor> {
  const message = body.message?.trim() ?? '';
  if (body.status !== 'active' && message === '')
    throw new ValidationError(ALGO_ADMIN_MESSAGES.messageRequired, {
      message: ALGO_ADMIN_MESSAGES.messageRequired,
    });
  await queueItem(db, id);
  await changeEaStatus(db, publish, id, body.status, message ? { message } : {});
  return queueItem(db, id);
}
