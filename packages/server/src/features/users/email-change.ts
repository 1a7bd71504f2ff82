/**
 * Changing the email (decision 0220). An account with an address keeps it until the new one is
 * proven: the new address waits in `pending_email` and becomes the email only when the link
 * mailed to it is opened. An account without one (a Telegram arrival in the forced password
 * dialog) takes the address at once, unverified, and gets the same link.
 */
import type { AppContext } from '../../context';
import { ConflictError, ValidationError } from '../../domain-errors';
import { queueEmailLink, flushMail } from '../auth';
import { queueMail } from '../../mail/outbox';
import { assertCurrentPassword, updateUnique } from './service';
import { findUserByEmail, updateUser, type UserRow } from './repository';

export const EMAIL_TAKEN = 'This email is already in use';
const NO_PENDING = 'There is no email change waiting for verification';

const taken = () => new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });

async function assertAddressFree(ctx: Pick<AppContext, 'db'>, user: UserRow, email: string) {
  const owner = await findUserByEmail(ctx.db, email);
  if (owner && owner.id !== user.id) throw taken();
}

export async function changeEmail(
  ctx: AppContext,
  user: UserRow,
  change: { email: string; current_password?: string },
  ipAddress: string,
): Promise<UserRow> {
  const email = change.email.trim();
  await assertCurrentPassword(ctx, user, change.current_password, ipAddress);
  const same = (a: string | null) => (a ?? '').toLowerCase() === email.toLowerCase();
  // Back to the current address: whatever change was waiting is dropped.
  if (same(user.email)) {
    return user.pending_email === null
      ? user
      : updateUser(ctx.db, user.id, { pending_email: null });
  }
  await assertAddressFree(ctx, user, email);
  const oldEmail = user.email;
  const updated = await ctx.db.transaction(async (tx) => {
    if (oldEmail === null) {
      const row = await updateUnique(
        updateUser(tx, user.id, { email, is_verified: false, pending_email: null }),
        taken,
      );
      await queueEmailLink(ctx, tx, row, email, 'verify_email');
      return row;
    }
    const row = await updateUser(tx, user.id, { pending_email: email });
    await queueEmailLink(ctx, tx, row, email, 'verify_email');
    // The old address hears of it, so a stolen session cannot move the account silently.
    await queueMail(tx, {
      to: oldEmail,
      subject: 'Your Savdo email is being changed',
      text: `A change of your Savdo email to ${email} was requested. It takes effect only when the new address is confirmed. If this was not you, change your password now.`,
      link: `${ctx.config.publicUrl}/profile`,
    });
    return row;
  });
  await flushMail(ctx);
  return updated;
}

/** Drops the change waiting for verification; its link stops counting too (see verify). */
export async function cancelEmailChange(ctx: Pick<AppContext, 'db'>, user: UserRow) {
  if (user.pending_email === null) throw new ValidationError(NO_PENDING, { email: NO_PENDING });
  return updateUser(ctx.db, user.id, { pending_email: null });
}

/**
 * The verification link was opened for `email`. The user's current address is verified; the
 * pending one becomes the email (if nobody took it meanwhile). Null: the link is for neither.
 */
export async function confirmEmail(
  ctx: Pick<AppContext, 'db'>,
  user: UserRow,
  email: string,
): Promise<UserRow | null> {
  const lower = email.toLowerCase();
  if ((user.email ?? '').toLowerCase() === lower) {
    return updateUser(ctx.db, user.id, { is_verified: true });
  }
  if ((user.pending_email ?? '').toLowerCase() !== lower) return null;
  await assertAddressFree(ctx, user, user.pending_email ?? email);
  return updateUnique(
    updateUser(ctx.db, user.id, {
      email: user.pending_email,
      pending_email: null,
      is_verified: true,
    }),
    taken,
  );
}
