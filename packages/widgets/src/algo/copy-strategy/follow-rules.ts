// The follow form's checks (docs/decisions/0283-copy-trading-follow.md), the server's rules
// (contract CopyFollowRequestSchema) run here only to spare a round trip: the server checks again.
import { ALGO_PLATFORMS, COPY_TRADING, type CopyFollowRequest } from '@savdo/contract';

export interface FollowValues {
  platform: string;
  login: string;
  server: string;
  risk: string;
  ack: boolean;
}

export type FollowProblem =
  'platform' | 'login' | 'loginDigits' | 'server' | 'risk' | 'riskRange' | 'ack';

export type FollowProblems = Partial<Record<keyof FollowValues, FollowProblem>>;

/** A number typed with a comma (the uz and ru decimal mark) reads as with a point. */
export function riskNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function checkFollow(v: FollowValues): FollowProblems {
  const problems: FollowProblems = {};
  if (!(ALGO_PLATFORMS as readonly string[]).includes(v.platform)) problems.platform = 'platform';
  if (v.login.trim() === '') problems.login = 'login';
  else if (!/^\d{1,20}$/.test(v.login.trim())) problems.login = 'loginDigits';
  if (v.server.trim() === '') problems.server = 'server';
  const { min, max } = COPY_TRADING.riskPerTradePercent;
  const risk = riskNumber(v.risk);
  if (v.risk.trim() === '') problems.risk = 'risk';
  else if (risk === null || risk < min || risk > max) problems.risk = 'riskRange';
  if (!v.ack) problems.ack = 'ack';
  return problems;
}

/** The request body of checked values. */
export function followRequest(v: FollowValues): CopyFollowRequest {
  return {
    platform: v.platform as CopyFollowRequest['platform'],
    login: v.login.trim(),
    server: v.server.trim(),
    risk: riskNumber(v.risk) ?? Number.NaN,
  };
}
