/**
 * The current-password check of the profile's set-password and set-email calls, under the same
 * throttle and counters as sign-in (throttle.ts): a stolen access token must not become an
 * unthrottled password oracle (docs/decisions/0277-limits-shared-across-processes.md). The
 * profile has no device cookie (it is sent to the sign-in calls only), so the source is the address.
 */
import type { ThrottleConfig } from '../../config';
import type { Queryable } from '../../db/adapter';
import { accountKey, checkPasswordGuess, minutesText } from './throttle';

export const tooManyPasswordChecks = (retryAfterSeconds: number) =>
  `Too many wrong passwords. Try again in ${minutesText(retryAfterSeconds)}.`;

/** Whether `given` is the user's password; 429 (before hashing) while the guesses wait. */
export async function checkCurrentPassword(
  q: Queryable,
  config: ThrottleConfig,
  user: { id: number; password_hash: string },
  given: string,
  ipAddress: string,
): Promise<boolean> {
  return checkPasswordGuess(q, config, {
    key: accountKey('', user.id),
    userId: user.id,
    source: { ipAddress, deviceId: null },
    password: given,
    storedHash: user.password_hash,
    tooMany: tooManyPasswordChecks,
  });
}
