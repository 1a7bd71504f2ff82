/**
 * Sign-in throttling per account and per client address. It is checked before the password,
 * so once an account or address is over its limit even the right password gets 429: a
 * brute-force run learns nothing from the answer.
 */
import type { ThrottleConfig } from '../config';
import type { Queryable } from '../db/adapter';
import {
  clearAccountFailures,
  countRecentFailures,
  recordLoginFailure,
} from '../db/repositories/login-attempts';
import { tooManyRequests } from '../http/errors';

export function accountKey(login: string): string {
  return login.trim().toLowerCase();
}

function message(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function assertLoginAllowed(
  q: Queryable,
  config: ThrottleConfig,
  login: string,
  ipAddress: string,
): Promise<void> {
  const [account, address] = await Promise.all([
    countRecentFailures(q, 'account_key', accountKey(login), config.windowSeconds),
    countRecentFailures(q, 'ip_address', ipAddress, config.windowSeconds),
  ]);
  if (config.accountMaxFailures > 0 && account.count >= config.accountMaxFailures) {
    throw tooManyRequests(message(account.retryAfterSeconds), account.retryAfterSeconds);
  }
  if (config.addressMaxFailures > 0 && address.count >= config.addressMaxFailures) {
    throw tooManyRequests(message(address.retryAfterSeconds), address.retryAfterSeconds);
  }
}

export async function noteLoginFailure(
  q: Queryable,
  config: ThrottleConfig,
  login: string,
  ipAddress: string,
): Promise<void> {
  await recordLoginFailure(q, accountKey(login), ipAddress, config.windowSeconds);
}

export async function noteLoginSuccess(q: Queryable, login: string): Promise<void> {
  await clearAccountFailures(q, accountKey(login));
}
