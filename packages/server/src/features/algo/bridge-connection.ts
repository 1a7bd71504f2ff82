/**
 * The terminal bridge's side of an expert advisor or a copy follow as its owner sees it
 * (contract BridgeConnection; docs/decisions/0282-expert-advisor-delivery.md): the last
 * heartbeat and its figures, "offline since" while the job's pause lasts, and why a heartbeat of
 * another account was refused. Both tables keep the same columns for it.
 */
import type { BridgeConnection, BridgeProblem, ExpertAdvisorStatus } from '@savdo/contract';
import type { StoredHeartbeat } from './repository';

/** The columns of a row the connection is read from. */
export interface BridgeColumns {
  status: ExpertAdvisorStatus;
  last_heartbeat_at: Date | null;
  heartbeat: StoredHeartbeat | null;
  bridge_problem: BridgeProblem | null;
  bridge_problem_value: string | null;
  bridge_problem_at: Date | null;
  offline_since: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function presentConnection(row: BridgeColumns): BridgeConnection {
  return {
    last_heartbeat_at: iso(row.last_heartbeat_at),
    offline_since: row.status === 'paused' ? iso(row.offline_since) : null,
    problem: row.bridge_problem,
    problem_value: row.bridge_problem_value,
    problem_at: iso(row.bridge_problem_at),
    balance: row.heartbeat?.balance ?? null,
    equity: row.heartbeat?.equity ?? null,
    terminal_time: row.heartbeat?.terminal_time ?? null,
  };
}

/** The heartbeat's figures as the column `heartbeat` keeps them. */
export function storedHeartbeat(hb: StoredHeartbeat): string {
  return JSON.stringify({
    balance: hb.balance,
    equity: hb.equity,
    terminal_time: hb.terminal_time,
  });
}
