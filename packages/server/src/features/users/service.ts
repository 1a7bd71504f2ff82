/**
 * What a signed-in user changes on their own profile: names, username and settings, the
 * password and the email. Conflicts (a username or address taken, also by a racing request)
 * are thrown as domain errors; the routes only present the result.
 */
import type { AppContext } from '../../context';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { ConflictError, ValidationError } from '../../domain-errors';
import { checkCurrentPassword, hashPassword, revokeOtherDevices } from '../auth';
import { isUsernameTaken, updateUser, type UserPatch, type UserRow } from './repository';

const USERNAME_TAKEN = 'This username is already taken';
const INVALID_PHONE = 'Invalid phone number';

/** Runs an update; a unique violation (a racing request took the value) becomes `conflict`. */
export async function updateUnique(
  work: Promise<UserRow>,
  conflict: () => ConflictError,
): Promise<UserRow> {
  try {
    return await work;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict();
    throw error;
  }
}

/**
 * Changing the password or email of an account that has one needs the current password, checked
 * under the sign-in throttle per user and address, before any hashing
 * (docs/decisions/0277-limits-shared-across-processes.md): 429 with Retry-After past the limit.
 */
export async function assertCurrentPassword(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
  given: string | undefined,
  ipAddress: string,
): Promise<void> {
  if (user.password_hash === null) return;
  if (!given) {
    throw new ValidationError('Enter your current password', {
      current_password: 'Enter your current password',
    });
  }
  const hashed = { id: user.id, password_hash: user.password_hash };
  if (!(await checkCurrentPassword(ctx.db, ctx.config.throttle, hashed, given, ipAddress))) {
    throw new ValidationError('The current password is incorrect', {
      current_password: 'The current password is incorrect',
    });
  }
}

/**
 * A phone is kept as the user wrote it (trimmed, spaces collapsed), but without its spaces,
 * dashes and brackets it must be an optional '+' and 7 to 15 digits (E.164's longest): the
 * schema's pattern alone lets '((---)))' through.
 */
export function checkPhone(phone: string): string {
  const written = phone.trim().replace(/\s+/g, ' ');
  if (!/^\+?[0-9]{7,15}$/.test(written.replace(/[\s()-]/g, ''))) {
    throw new ValidationError(INVALID_PHONE, { phone: INVALID_PHONE });
  }
  return written;
}

export async function updateProfile(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
  input: UserPatch,
): Promise<UserRow> {
  const patch = { ...input };
  if (typeof patch.phone === 'string') patch.phone = checkPhone(patch.phone);
  const taken = () => new ConflictError(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (patch.username && (await isUsernameTaken(ctx.db, patch.username, user.id))) throw taken();
  return updateUnique(updateUser(ctx.db, user.id, patch), taken);
}

/**
 * F6 (docs/decisions/0090-holding-under-abuse.md): a new password ends every other session (whoever
 * knew the old one may hold one); this device stays signed in. Their open sockets are told and
 * closed.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'live' | 'config'>,
  user: UserRow,
  sessionId: number,
  change: { current_password?: string; password: string },
  ipAddress: string,
): Promise<UserRow> {
  await assertCurrentPassword(ctx, user, change.current_password, ipAddress);
  const passwordHash = await hashPassword(change.password);
  const { updated, revoked } = await ctx.db.transaction(async (tx) => ({
    updated: await updateUser(tx, user.id, { password_hash: passwordHash }),
    revoked: await revokeOtherDevices(tx, user.id, sessionId, 'password changed'),
  }));
  if (revoked.length > 0) {
    await ctx.live.publish({ type: 'session.revoked' }, { kind: 'sessions', sessionIds: revoked });
  }
  return updated;
}
