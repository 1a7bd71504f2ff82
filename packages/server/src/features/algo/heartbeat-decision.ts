/**
 * The rule of a bridge heartbeat (docs/decisions/0282-expert-advisor-delivery.md), the same for
 * an expert advisor and a copy follow (docs/decisions/0287-follow-heartbeat.md): one of another
 * platform or login is refused with its reason; one of the bought account turns in progress into
 * active, and a pause the offline job made (`offline_since` set) back into active; an operator's
 * pause and every other status stay.
 */
import type {
  AlgoPlatform,
  BridgeProblem,
  ExpertAdvisorStatus,
  HeartbeatBody,
} from '@savdo/contract';

/** What a bridge status is made of (an expert advisor or a copy follow). */
export interface BridgeSubject {
  status: ExpertAdvisorStatus;
  platform: AlgoPlatform;
  login: string;
  /** Set when the offline job paused it: only such a pause ends at a heartbeat. */
  offline_since: Date | null;
}

export type HeartbeatDecision =
  | { accepted: false; problem: BridgeProblem; value: string }
  | { accepted: true; next: ExpertAdvisorStatus | null };

const sameLogin = (a: string, b: string) => a.trim() === b.trim();

/** What a heartbeat does to a subject: refused (another account) or taken, maybe a new status. */
export function heartbeatDecision(subject: BridgeSubject, hb: HeartbeatBody): HeartbeatDecision {
  if (hb.platform !== subject.platform)
    return { accepted: false, problem: 'wrong_platform', value: hb.platform };
  if (!sameLogin(hb.login, subject.login))
    return { accepted: false, problem: 'wrong_login', value: hb.login.trim().slice(0, 200) };
  if (subject.status === 'in_progress') return { accepted: true, next: 'active' };
  if (subject.status === 'paused' && subject.offline_since)
    return { accepted: true, next: 'active' };
  return { accepted: true, next: null };
}

/** The English reason the bridge prints in the terminal's log. */
export const BRIDGE_PROBLEM_TEXT: Record<BridgeProblem, string> = {
  wrong_login: 'This key belongs to another trading account (login)',
  wrong_platform: 'This key belongs to an expert advisor bought for the other platform',
};
