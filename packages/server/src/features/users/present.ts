/**
 * The user as the API describes it (ApiUser). Other features add what they own (for example
 * the plans feature's subscriptions) through the `userEnrichers` of their descriptor, which the
 * app gathers into its context: nothing here changes when a route plugin registers.
 */
import type { ApiUser } from '@savdo/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/adapter';
import { listOAuthAccounts } from '../auth/oauth-accounts-repository';
import type { UserRow } from './repository';

export type UserEnricher = (q: Queryable, user: UserRow) => Promise<Partial<ApiUser>>;

export async function presentUser(
  ctx: Pick<AppContext, 'db' | 'userEnrichers'>,
  user: UserRow,
): Promise<ApiUser> {
  const q = ctx.db;
  const accounts = await listOAuthAccounts(q, user.id);
  const base: ApiUser = {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    role: user.role,
    is_active: user.is_active,
    is_verified: user.is_verified,
    is_password_set: user.password_hash !== null,
    is_banned: user.is_banned,
    balance: user.balance,
    oauth_accounts: accounts.map((a) => ({
      oauth_name: a.provider,
      account_id: a.account_id,
      account_email: a.account_email,
    })),
    language: user.language,
    subscriptions: [],
    phone: user.phone,
    avatar_url: user.avatar_url,
    profile_visibility: user.profile_visibility,
    time_zone: user.time_zone,
    pending_email: user.pending_email,
  };
  for (const enrich of ctx.userEnrichers) Object.assign(base, await enrich(q, user));
  return base;
}
