/**
 * What a signed-in user changes on their own profile: names, username and settings, the
 * password and the email. Conflicts (a username or address taken, also by a racing request)
 * are thrown as domain errors; the routes only present the result.
 */
import type { AppContext } from '../../context';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { ConflictError, ValidationError } from '../../domain-errors';
import { revokeOtherDevices } from '../auth/devices-repository';
import { sendEmailLink } from '../auth/email-links';
import { hashPassword, verifyPassword } from '../auth/passwords';
import {
  findUserByEmail,
  isUsernameTaken,
  updateUser,
  type UserPatch,
  type UserRow,
} from './repository';

const USERNAME_TAKEN = 'This username is already taken';
const EMAIL_TAKEN = 'This email is already in use';

/** Runs an update; a unique violation (a racing request took the value) becomes `conflict`. */
async function updateUnique(
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

/** Changing the password or email of an account that has one needs the current password. */
export async function assertCurrentPassword(
  user: UserRow,
  given: string | undefined,
): Promise<void> {
  if (user.password_hash === null) return;
  if (!given) {
    throw new ValidationError('Enter your current password', {
      current_password: 'Enter your current password',
    });
  }
  if (!(await verifyPassword(given, user.password_hash))) {
    throw new ValidationError('The current password is incorrect', {
      current_password: 'The current password is incorrect',
    });
  }
}

export async function updateProfile(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
  patch: UserPatch,
): Promise<UserRow> {
  const taken = () => new ConflictError(USERNAME_TAKEN, { username: USERNAME_TAKEN });
  if (patch.username && (await isUsernameTaken(ctx.db, patch.username, user.id))) throw taken();
  return updateUnique(updateUser(ctx.db, user.id, patch), taken);
}

/**
 * F6 (issue 10): a new password ends every other session (whoever knew the old one may hold
 * one); this device stays signed in. Their open sockets are told and closed.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'live'>,
  user: UserRow,
  sessionId: number,
  change: { current_password?: string; password: string },
): Promise<UserRow> {
  await assertCurrentPassword(user, change.current_password);
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

/** A new address is unverified until the link mailed to it is opened. */
export async function changeEmail(
  ctx: AppContext,
  user: UserRow,
  change: { email: string; current_password?: string },
): Promise<UserRow> {
  const email = change.email.trim();
  await assertCurrentPassword(user, change.current_password);
  if ((user.email ?? '').toLowerCase() === email.toLowerCase()) return user;
  const taken = () => new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const owner = await findUserByEmail(ctx.db, email);
  if (owner && owner.id !== user.id) throw taken();
  const updated = await updateUnique(
    updateUser(ctx.db, user.id, { email, is_verified: false }),
    taken,
  );
  await sendEmailLink(ctx, updated, email, 'verify_email');
  return updated;
}
