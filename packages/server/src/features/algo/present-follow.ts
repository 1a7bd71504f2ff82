/**
 * A follow as its follower sees it (contract CopyFollow): the list's card with the terminal
 * connection, and the key only in the calls' answers, never on the live channel
 * (docs/decisions/0287-follow-heartbeat.md).
 */
import type { CopyFollow, CopyFollowCard } from '@savdo/contract';
import { presentConnection } from './bridge-connection';
import type { FollowView } from './follow-repository';

export function presentFollowCard(f: FollowView): CopyFollowCard {
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
  };
}

export function presentFollow(f: FollowView): CopyFollow {
  return { ...presentFollowCard(f), bridge_key: f.bridge_key };
}
