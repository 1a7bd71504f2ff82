/**
 * What an admin can do to an account (docs/product.md "Who uses it", decision 16). The admin
 * command line and the admin API both call these, so the two never drift apart.
 */
import type { Role } from '@savdo/contract';
import { hashPassword, revokeUserDevices } from '../auth';
import type { PublishLive } from '../../live/publisher';
import type { Db } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import {
  findUserByLogin,
  findUserById,
  updateUser,
  type UserPatch,
  type UserRow,
} from './repository';
import { changeBalance, type LedgerRow } from '../ledger';
import { createUser } from './create-user';

export class UnknownUserError extends NotFoundError {
  constructor(ref: string) {
    super(`No user ${ref}`);
  }
}

/** The user an admin API call is about (404 when there is none). */
export async function findTargetUser(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** A user by id (digits), username or email. */
export async function resolveUser(db: Db, ref: string): Promise<UserRow> {
  const user = /^\d+$/.test(ref)
    ? await findUserById(db, Number(ref))
    : await findUserByLogin(db, ref);
  if (!user) throw new UnknownUserError(ref);
  return user;
}

export interface CreateUserInput {
  email: string | null;
  password: string | null;
  first_name: string;
  last_name: string;
  username?: string;
  role?: Role;
  is_verified?: boolean;
}

export async function adminCreateUser(db: Db, input: CreateUserInput): Promise<UserRow> {
  const user = await createUser(
    db,
    {
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: input.password ? await hashPassword(input.password) : null,
      role: input.role ?? 'user',
      is_verified: input.is_verified ?? false,
    },
    input.username ?? (input.email ?? 'user').split('@')[0] ?? 'user',
  );
  return user;
}

export function setRole(db: Db, user: UserRow, role: Role): Promise<UserRow> {
  return updateUser(db, user.id, { role });
}

/**
 * F1 (docs/decisions/0090-holding-under-abuse.md): a ban or a deactivation must reach the user's
 * open live sockets too, or a banned subscriber keeps receiving premium levels. `session.revoked`
 * to the user closes every socket they hold, in every server process; REST answers 403 from the
 * next request on.
 */
async function cutLive(user: UserRow, publish: PublishLive | undefined): Promise<void> {
  await publish?.({ type: 'session.revoked' }, { kind: 'users', userIds: [user.id] });
}

/**
 * Ban or unban. A ban keeps the user's sessions (the client must still reach /ban, which reads
 * users/me); every other call answers 403 from the next request on, and open sockets close.
 */
export async function setBanned(
  db: Db,
  user: UserRow,
  banned: boolean,
  publish?: PublishLive,
): Promise<UserRow> {
  const updated = await updateUser(db, user.id, { is_banned: banned });
  if (banned) await cutLive(updated, publish);
  return updated;
}

/** Activate or deactivate; like a ban, effective on the next request and on open sockets. */
export async function setActive(
  db: Db,
  user: UserRow,
  active: boolean,
  publish?: PublishLive,
): Promise<UserRow> {
  const updated = await updateUser(db, user.id, { is_active: active });
  if (!active) await cutLive(updated, publish);
  return updated;
}

export function verifyEmail(db: Db, user: UserRow): Promise<UserRow> {
  return updateUser(db, user.id, { is_verified: true });
}

export async function setPassword(db: Db, user: UserRow, password: string): Promise<UserRow> {
  const patch: UserPatch = { password_hash: await hashPassword(password) };
  const updated = await updateUser(db, user.id, patch);
  await revokeUserDevices(db, user.id, 'password set by an admin');
  return updated;
}

/** Credits (positive) or debits (negative) the balance, with a ledger reason. */
export function adjustBalance(
  db: Db,
  user: UserRow,
  amount: number,
  reason: string,
  reference: string | null = null,
): Promise<LedgerRow> {
  return changeBalance(db, { userId: user.id, amount, reason, reference });
}
