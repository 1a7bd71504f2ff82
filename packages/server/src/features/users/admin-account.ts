/**
 * The back office's account actions beyond the flags: the whole picture of one user (plan,
 * devices, counts), ending every session, and sending the forgot-password link for them.
 */
import type { AdminDevice, AdminUserDetail } from '@savdo/contract';
import type { AppContext } from '../../context';
import { ConflictError } from '../../domain-errors';
import { listUserDevices, revokeUserDevices, sendEmailLink } from '../auth';
import { countUserEntries } from '../ledger';
import { countUserOrders } from '../payments';
import { countUserPurchases } from '../purchases';
import { presentUser } from './present';
import type { UserRow } from './repository';

export const NO_EMAIL_MESSAGE = 'This user has no email address to send a reset link to';
export const BANNED_RESET_MESSAGE = 'This user is banned; unban them before sending a reset link';

type Ctx = Pick<AppContext, 'db' | 'userEnrichers'>;

export async function devicesOf(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
): Promise<AdminDevice[]> {
  return (await listUserDevices(ctx.db, userId)).map((d) => ({
    id: Number(d.id),
    user_agent: d.user_agent,
    ip_address: d.ip_address,
    created_at: d.created_at.toISOString(),
    last_seen_at: d.last_seen_at.toISOString(),
    revoked_at: d.revoked_at?.toISOString() ?? null,
    revoked_reason: d.revoked_reason,
  }));
}

export async function adminUserDetail(ctx: Ctx, user: UserRow): Promise<AdminUserDetail> {
  const apiUser = await presentUser(ctx, user);
  const devices = await devicesOf(ctx, user.id);
  const purchases = await countUserPurchases(ctx.db, user.id);
  const orders = await countUserOrders(ctx.db, user.id);
  const entries = await countUserEntries(ctx.db, user.id);
  const subscriptions = apiUser.subscriptions ?? [];
  return {
    user: apiUser,
    created_at: user.created_at.toISOString(),
    balance: Number(user.balance),
    plan: subscriptions.find((s) => s.status === 'active') ?? null,
    subscriptions,
    devices,
    counts: {
      purchases: purchases.purchases,
      refunded_purchases: purchases.refunded,
      payment_orders: orders,
      ledger_entries: entries,
    },
  };
}

/**
 * Ends every session of the user: each device's refresh tokens stop working, and the live
 * `session.revoked` makes every open page check its session at once (and sign out).
 */
export async function signOutEverywhere(
  ctx: Pick<AppContext, 'db' | 'live'>,
  user: UserRow,
): Promise<number> {
  const revoked = await revokeUserDevices(ctx.db, user.id, 'signed out everywhere by an admin');
  await ctx.live.publish({ type: 'session.revoked' }, { kind: 'users', userIds: [user.id] });
  return revoked.length;
}

/** The forgot-password link, to the account's own address, in the account's language. */
export async function sendPasswordReset(ctx: AppContext, user: UserRow): Promise<string> {
  if (!user.email) throw new ConflictError(NO_EMAIL_MESSAGE);
  if (user.is_banned) throw new ConflictError(BANNED_RESET_MESSAGE);
  await sendEmailLink(ctx, user, user.email, 'reset_password');
  return user.email;
}
