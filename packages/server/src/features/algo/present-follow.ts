/**
 * A follow as its follower sees it (contract CopyFollow): the list's card with the terminal
 * connection and the copied trades (docs/decisions/0307-copied-trades-in-algo-trades.md), and the
 * key only in the calls' answers, never on the live channel
 * (docs/decisions/0287-follow-heartbeat.md).
 */
import type { CopyFollow, CopyFollowCard } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { presentConnection } from './bridge-connection';
import type { FollowView } from './follow-repository';
import { copiedTrades } from './follow-trades';

export async function presentFollowCard(q: Queryable, f: FollowView): Promise<CopyFollowCard> {
  return {
    id: f.id,
    strategy_id: f.bot_id,
    strategy_name: f.bot_name,
    translations: f.translations,
    type: f.bot_type,
    state: f.state,
    status: f.status,
    platform: f.platform,
    login: f.login,
    server: f.server,
    risk: f.risk,
    started_at: f.started_at.toISOString(),
    state_changed_at: f.state_changed_at.toISOString(),
    connection: presentConnection(f),
    copied: await copiedTrades(q, f.id),
  };
}

export async function presentFollow(q: Queryable, f: FollowView): Promise<CopyFollow> {
  return { ...(await presentFollowCard(q, f)), bridge_key: f.bridge_key };
}
