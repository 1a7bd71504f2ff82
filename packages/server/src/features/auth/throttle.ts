/**
 * Password-guess throttling, for sign-in and the current-password check of the profile
 * (docs/decisions/0277-limits-shared-across-processes.md, which refines F5 of
 * docs/decisions/0090-holding-under-abuse.md). It is checked before the password is hashed, so
 * once over a limit even the right password gets 429 and costs no CPU: a guessing run learns
 * nothing from the answer.
 *
 * - One counter per ACCOUNT (the user id when the login names a user), whichever of username or
 *   email was typed.
 * - The (account, address) pair, or the (account, device) pair for a known device, gets
 *   `accountMaxFailures` free failures; then each further failure doubles its wait, starting at
 *   `windowSeconds` from the latest failure (429 with Retry-After; the server never sleeps).
 * - Sources the owner has used before (a device cookie of this account, or an address it signed
 *   in from) are exempt from the account-wide ceiling (ACCOUNT_WIDE_FACTOR times the pair's) and
 *   from the address ceiling: guesses spread over many addresses slow those addresses and new
 *   ones, never the owner's own.
 * - A right password clears its own pair only.
 */
import type { ThrottleConfig } from '../../config';
import type { Queryable } from '../../db/adapter';
import { TooManyRequestsError } from '../../domain-errors';
import { hasSignedInFrom } from './devices-repository';
import { verifyPassword } from './passwords';
import {
  clearFailures,
  recordFailure,
  tallyFailures,
  type FailureScope,
} from './login-attempts-repository';

/** How many times the per-pair limit an account may fail from unknown sources together. */
export const ACCOUNT_WIDE_FACTOR = 10;
/** Failures are remembered this long (waits grow while they are). */
export const FAILURE_MEMORY_SECONDS = 24 * 3600;
/** No single wait is longer. */
export const MAX_WAIT_SECONDS = 24 * 3600;

/** The counter of an account: its id when the login names a user, else what was typed. */
export function accountKey(login: string, userId: number | null = null): string {
  return userId !== null ? `user:${userId}` : login.trim().toLowerCase();
}

/** Where a guess comes from. */
export interface GuessSource {
  ipAddress: string;
  /** The device of this account its device cookie proves (device-cookie.ts), else null. */
  deviceId: number | null;
}

/** The wait after `failures`, the first `free` of them costing nothing: it doubles per failure. */
export function waitAfter(failures: number, free: number, firstWaitSeconds: number): number {
  if (free <= 0 || failures < free) return 0;
  return Math.min(MAX_WAIT_SECONDS, firstWaitSeconds * 2 ** (failures - free));
}

export function minutesText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const signInMessage = (retryAfterSeconds: number) =>
  `Too many sign-in attempts. Try again in ${minutesText(retryAfterSeconds)}.`;

export interface PasswordGuess {
  /** accountKey(): the account's counter. */
  key: string;
  /** The account's user, or null when the login names none. */
  userId: number | null;
  source: GuessSource;
  password: string;
  /** The stored hash, or null (an unknown account: a decoy is hashed, and it never matches). */
  storedHash: string | null;
  /** The 429 message for a wait of this many seconds. */
  tooMany?: (retryAfterSeconds: number) => string;
}

function pairOf(
  key: string,
  source: GuessSource,
): Extract<FailureScope, { kind: 'pair' | 'device' }> {
  return source.deviceId !== null
    ? { kind: 'device', accountKey: key, deviceId: source.deviceId }
    : { kind: 'pair', accountKey: key, ipAddress: source.ipAddress };
}

/** Throws 429 when any counter of this guess is still waiting. */
export async function assertGuessAllowed(
  q: Queryable,
  config: ThrottleConfig,
  guess: Pick<PasswordGuess, 'key' | 'userId' | 'source' | 'tooMany'>,
): Promise<void> {
  const { key, userId, source } = guess;
  const known =
    source.deviceId !== null ||
    (userId !== null && (await hasSignedInFrom(q, userId, source.ipAddress)));
  const limits: Array<[FailureScope, number]> = [[pairOf(key, source), config.accountMaxFailures]];
  if (!known) {
    limits.push([
      { kind: 'account', accountKey: key },
      config.accountMaxFailures * ACCOUNT_WIDE_FACTOR,
    ]);
    limits.push([{ kind: 'address', ipAddress: source.ipAddress }, config.addressMaxFailures]);
  }
  const tallies = await Promise.all(
    limits.map(([scope]) => tallyFailures(q, scope, FAILURE_MEMORY_SECONDS)),
  );
  let retryAfter = 0;
  tallies.forEach((tally, i) => {
    const free = limits[i]?.[1] ?? 0;
    const wait = waitAfter(tally.count, free, config.windowSeconds) - tally.secondsSinceLast;
    retryAfter = Math.max(retryAfter, wait);
  });
  if (retryAfter > 0) {
    throw new TooManyRequestsError((guess.tooMany ?? signInMessage)(retryAfter), retryAfter);
  }
}

/**
 * Checks a password guess under the throttle: refused with 429 before any hashing while a
 * counter waits; a wrong guess is counted, a right one clears its own pair.
 */
export async function checkPasswordGuess(
  q: Queryable,
  config: ThrottleConfig,
  guess: PasswordGuess,
): Promise<boolean> {
  await assertGuessAllowed(q, config, guess);
  const right = await verifyPassword(guess.password, guess.storedHash);
  if (right) {
    await clearFailures(q, pairOf(guess.key, guess.source));
  } else {
    await recordFailure(
      q,
      { accountKey: guess.key, ipAddress: guess.source.ipAddress, deviceId: guess.source.deviceId },
      FAILURE_MEMORY_SECONDS,
    );
  }
  return right;
}
