/**
 * Sign-in, linking and unlinking with an outside account (Google or Telegram), once the provider's
 * proof has been checked. A first sign-in creates the user without a password: the client then
 * shows the forced password dialog (docs/product.md "Rules that matter to a trader").
 */
import type { LoginResponse } from '@savdo/contract';
import type { AppContext } from '../../context';
import {
  findOAuthAccount,
  linkOAuthAccount,
  listOAuthAccounts,
  unlinkOAuthAccount,
  type Provider,
} from './oauth-accounts-repository';
import { createUser, findUserByEmail, findUserById, type UserRow } from '../users';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import { startSession, type ClientInfo } from './sessions';

export interface OutsideIdentity {
  provider: Provider;
  accountId: string;
  /** Only an address the provider vouches for (Google's email_verified). */
  verifiedEmail: string | null;
  firstName: string;
  lastName: string;
  usernameSeed: string;
}

const NAMES: Record<Provider, string> = { google: 'Google', telegram: 'Telegram' };

/** The user behind an outside account: linked before, matched by verified email, or new. */
export async function userForIdentity(
  ctx: AppContext,
  identity: OutsideIdentity,
): Promise<UserRow> {
  const linked = await findOAuthAccount(ctx.db, identity.provider, identity.accountId);
  if (linked) {
    const user = await findUserById(ctx.db, linked.user_id);
    if (user) return user;
  }
  if (identity.verifiedEmail) {
    const existing = await findUserByEmail(ctx.db, identity.verifiedEmail);
    if (existing) {
      await linkIdentity(ctx, existing, identity);
      return existing;
    }
  }
  const user = await createUser(
    ctx.db,
    {
      email: identity.verifiedEmail,
      first_name: identity.firstName,
      last_name: identity.lastName,
      password_hash: null,
      is_verified: identity.verifiedEmail !== null,
    },
    identity.usernameSeed,
  );
  try {
    await linkOAuthAccount(ctx.db, {
      userId: user.id,
      provider: identity.provider,
      accountId: identity.accountId,
      accountEmail: identity.verifiedEmail,
    });
    return user;
  } catch (error) {
    // Two first sign-ins of one account raced: keep the user the other one created.
    await ctx.db.query('DELETE FROM users WHERE id = $1', [user.id]);
    const winner = await findOAuthAccount(ctx.db, identity.provider, identity.accountId);
    const found = winner ? await findUserById(ctx.db, winner.user_id) : null;
    if (sqlState(error) === UNIQUE_VIOLATION && found) return found;
    throw error;
  }
}

/** Signs in with a checked outside account: finds or creates its user and starts a session. */
export async function signInWithIdentity(
  ctx: AppContext,
  identity: OutsideIdentity,
  client: ClientInfo,
): Promise<LoginResponse> {
  const user = await userForIdentity(ctx, identity);
  const { device_id: _device, ...tokens } = await startSession(ctx.db, ctx.config, user, client);
  return tokens;
}

/** Links an outside account to a signed-in user (connect). */
export async function linkIdentity(
  ctx: AppContext,
  user: UserRow,
  identity: OutsideIdentity,
): Promise<void> {
  const name = NAMES[identity.provider];
  const owner = await findOAuthAccount(ctx.db, identity.provider, identity.accountId);
  if (owner && owner.user_id !== user.id) {
    throw new ConflictError(`This ${name} account is already linked to another user`);
  }
  if (owner) return;
  const current = (await listOAuthAccounts(ctx.db, user.id)).find(
    (a) => a.provider === identity.provider,
  );
  if (current)
    throw new ConflictError(
      `Your profile is already linked to a ${name} account; disconnect it first`,
    );
  try {
    await linkOAuthAccount(ctx.db, {
      userId: user.id,
      provider: identity.provider,
      accountId: identity.accountId,
      accountEmail: identity.verifiedEmail,
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new ConflictError(`This ${name} account is already linked`);
    throw error;
  }
}

/** Unlinks; refused when it would leave the user no way to sign in. */
export async function unlinkIdentity(
  ctx: AppContext,
  user: UserRow,
  provider: Provider,
): Promise<void> {
  const name = NAMES[provider];
  const accounts = await listOAuthAccounts(ctx.db, user.id);
  if (!accounts.some((a) => a.provider === provider)) {
    throw new NotFoundError(`No ${name} account is linked to your profile`);
  }
  if (user.password_hash === null && accounts.length === 1) {
    throw new ValidationError(
      `Set a password before disconnecting ${name}: it is your only way to sign in`,
    );
  }
  await unlinkOAuthAccount(ctx.db, user.id, provider);
}
