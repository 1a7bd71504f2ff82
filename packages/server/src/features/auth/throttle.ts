/**
 * Sign-in throttling. It is checked before the password, so once over a limit even the right
 * password gets 429: a brute-force run learns nothing from the answer.
 *
 * F5 (docs/decisions/0090-holding-under-abuse.md): one counter per ACCOUNT, whether the username or
 * the email was typed (the key is the user id when the login names a user), and what locks after
 * `accountMaxFailures` is the (account, address) pair: a stranger's wrong guesses no longer lock
 * the owner out from their own address. Guesses spread over many addresses still meet an
 * account-wide ceiling (ACCOUNT_WIDE_FACTOR times higher), and one address spraying many accounts
 * meets its own.
 */
import type { ThrottleConfig } from '../../config';
import type { Queryable } from '../../db/adapter';
import {
  clearAccountFailures,
  countRecentFailures,
  countRecentPairFailures,
  recordLoginFailure,
} from './login-attempts-repository';
import { TooManyRequestsError } from '../../domain-errors';

/** How many times the per-pair limit an account may fail from all addresses together. */
export const ACCOUNT_WIDE_FACTOR = 10;

/** The counter of an account: its id when the login names a user, else what was typed. */
export function accountKey(login: string, userId: number | null = null): string {
  return userId !== null ? `user:${userId}` : login.trim().toLowerCase();
}

function message(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function assertLoginAllowed(
  q: Queryable,
  config: ThrottleConfig,
  key: string,
  ipAddress: string,
): Promise<void> {
  const [pair, account, address] = await Promise.all([
    countRecentPairFailures(q, key, ipAddress, config.windowSeconds),
    countRecentFailures(q, 'account_key', key, config.windowSeconds),
    countRecentFailures(q, 'ip_address', ipAddress, config.windowSeconds),
  ]);
  if (config.accountMaxFailures > 0 && pair.count >= config.accountMaxFailures) {
    throw new TooManyRequestsError(message(pair.retryAfterSeconds), pair.retryAfterSeconds);
  }
  if (
    config.accountMaxFailures > 0 &&
    account.count >= config.accountMaxFailures * ACCOUNT_WIDE_FACTOR
  ) {
    throw new TooManyRequestsError(message(account.retryAfterSeconds), account.retryAfterSeconds);
  }
  if (config.addressMaxFailures > 0 && address.count >= config.addressMaxFailures) {
    throw new TooManyRequestsError(message(address.retryAfterSeconds), address.retryAfterSeconds);
  }
}

export async function noteLoginFailure(
  q: Queryable,
  config: ThrottleConfig,
  key: string,
  ipAddress: string,
): Promise<void> {
  await recordLoginFailure(q, key, ipAddress, config.windowSeconds);
}

export async function noteLoginSuccess(q: Queryable, key: string): Promise<void> {
  await clearAccountFailures(q, key);
}
