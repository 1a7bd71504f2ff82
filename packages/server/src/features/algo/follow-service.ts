/**
 * Following a strategy (docs/decisions/0283-copy-trading-follow.md): start a follow with the
 * account that copies and its risk per trade, list mine, pause, resume and stop. Copying is free
 * (the spec puts no price on it), so nothing here touches a balance. Another user's follow reads
 * as not found.
 */
import {
  COPY_MESSAGES,
  COPY_TRADING,
  type CopyFollow,
  type CopyFollowRequest,
  type CopyFollowState,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import { findStrategy } from './copy-trading';
import { publishFollow } from './follow-bridge';
import { presentFollow } from './present-follow';
import { newBridgeKey } from './ea-purchasable';
import {
  findUserFollow,
  insertFollow,
  listUserFollows,
  setFollowState,
  type FollowView,
} from './follow-repository';

async function ownFollow(q: Queryable, userId: number, id: number): Promise<FollowView> {
  const follow = await findUserFollow(q, userId, id);
  if (!follow) throw new NotFoundError(COPY_MESSAGES.followNotFound);
  return follow;
}

/** The schema checks the range too; this guards callers that skip the schema (the rule is one). */
function checkRisk(risk: number): void {
  const { min, max } = COPY_TRADING.riskPerTradePercent;
  if (!(risk >= min && risk <= max))
    throw new ValidationError(COPY_MESSAGES.risk, { risk: COPY_MESSAGES.risk });
}

export async function startFollow(
  q: Queryable,
  userId: number,
  strategyId: number,
  body: CopyFollowRequest,
): Promise<CopyFollow> {
  checkRisk(body.risk);
  const bot = await findStrategy(q, strategyId);
  const row = await insertFollow(q, {
    userId,
    botId: bot.id,
    platform: body.platform,
    login: body.login.trim(),
    server: body.server.trim(),
    risk: body.risk,
    bridgeKey: newBridgeKey(),
  });
  if (!row) throw new ConflictError(COPY_MESSAGES.alreadyFollowing);
  return presentFollow(q, await ownFollow(q, userId, row.id));
}

export async function myFollows(q: Queryable, userId: number): Promise<CopyFollow[]> {
  const follows: CopyFollow[] = [];
  for (const f of await listUserFollows(q, userId)) follows.push(await presentFollow(q, f));
  return follows;
}

/** Which states each action may leave: a stopped follow never changes again. */
const ACTIONS: Record<'pause' | 'resume' | 'stop', [CopyFollowState, CopyFollowState[]]> = {
  pause: ['paused', ['copying', 'paused']],
  resume: ['copying', ['paused', 'copying']],
  stop: ['stopped', ['copying', 'paused', 'stopped']],
};

/** The follower's other pages (another tab, the strategy's page) hear of it live. */
export async function changeFollow(
  q: Queryable,
  publish: PublishLive,
  userId: number,
  id: number,
  action: keyof typeof ACTIONS,
): Promise<CopyFollow> {
  const follow = await ownFollow(q, userId, id);
  const [to, from] = ACTIONS[action];
  if (!(await setFollowState(q, follow.id, to, from)))
    throw new ConflictError(COPY_MESSAGES.stopped);
  if (follow.state !== to) await publishFollow(q, publish, follow.id);
  return presentFollow(q, await ownFollow(q, userId, id));
}
