/**
 * The user as the API describes it (ApiUser). Later features add what they own (for example
 * subscriptions) by appending an enricher to `userEnrichers` from their own file.
 */
import type { ApiUser } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { listOAuthAccounts } from '../auth/oauth-accounts-repository';
import type { UserRow } from './repository';

export type UserEnricher = (q: Queryable, user: UserRow) => Promise<Partial<ApiUser>>;

export const userEnrichers: UserEnricher[] = [];

export async function presentUser(q: Queryable, user: UserRow): Promise<ApiUser> {
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
  };
  for (const enrich of userEnrichers) Object.assign(base, await enrich(q, user));
  return base;
}
