/**
 * The user as the API describes it (ApiUser). Other features add what they own (for example
 * the plans feature's subscriptions) through the `userEnrichers` of their descriptor, which the
 * app gathers into its context: nothing here changes when a route plugin registers.
 *
 * What is not in the users row (the linked accounts and every enricher's part) is read in ONE
 * statement, a subquery per part over `u`; for GET /users/me that statement is the one that
 * authenticates the request, so the route costs one round trip (decision 0265).
 */
import type { ApiUser, OAuthAccount } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { UserRow } from './repository';

export interface UserEnricher {
  /**
   * One value per user: a scalar SQL expression over `u` (the users row), typically a
   * `json_agg` subquery; the SQL both PGlite and PostgreSQL 15 accept.
   */
  readonly sql: string;
  /** The ApiUser fields that value makes (it is null when the user row is gone). */
  present(value: unknown): Partial<ApiUser>;
}

/** What the users row lacks: the linked accounts, and each enricher's value in its order. */
export interface UserExtras {
  oauthAccounts: OAuthAccount[];
  enriched: unknown[];
}

const OAUTH_ACCOUNTS_SQL = `(SELECT coalesce(json_agg(json_build_object(
    'oauth_name', a.provider, 'account_id', a.account_id, 'account_email', a.account_email)
    ORDER BY a.provider), '[]'::json)
  FROM oauth_accounts a WHERE a.user_id = u.id)`;

/** Column aliases of the extras: no users column starts with it. */
const PREFIX = 'user_extra_';
const OAUTH_ALIAS = `${PREFIX}oauth`;

const selects = new WeakMap<readonly UserEnricher[], string>();

/** The select-list items reading a user's extras over `u`, to add to a statement on users u. */
export function userExtrasSelect(enrichers: readonly UserEnricher[]): string {
  let sql = selects.get(enrichers);
  if (sql === undefined) {
    sql = [
      `${OAUTH_ACCOUNTS_SQL} AS ${OAUTH_ALIAS}`,
      ...enrichers.map((e, i) => `${e.sql} AS ${PREFIX}${i}`),
    ].join(',\n');
    selects.set(enrichers, sql);
  }
  return sql;
}

/**
 * Takes the extras out of a row read with userExtrasSelect: answers them, and the row's other
 * columns (the user's own, and whatever else the statement read).
 */
export function takeUserExtras<Row extends object>(
  row: Row,
  enrichers: readonly UserEnricher[],
): { extras: UserExtras; rest: Row } {
  const all = row as Record<string, unknown>;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(all)) {
    if (!key.startsWith(PREFIX)) rest[key] = all[key];
  }
  const extras: UserExtras = {
    oauthAccounts: (all[OAUTH_ALIAS] as OAuthAccount[] | null | undefined) ?? [],
    enriched: enrichers.map((_e, i) => all[`${PREFIX}${i}`] ?? null),
  };
  return { extras, rest: rest as Row };
}

/** A user's extras in one statement. */
export async function readUserExtras(
  q: Queryable,
  userId: number,
  enrichers: readonly UserEnricher[],
): Promise<UserExtras> {
  const res = await q.query<Record<string, unknown>>(
    `SELECT ${userExtrasSelect(enrichers)} FROM users u WHERE u.id = $1`,
    [userId],
  );
  return takeUserExtras(res.rows[0] ?? {}, enrichers).extras;
}

/**
 * The ApiUser of `user`. `extras` when the caller read them already (the authenticating
 * statement of GET /users/me); otherwise one statement reads them now.
 */
export async function presentUser(
  ctx: { db: Queryable; userEnrichers: readonly UserEnricher[] },
  user: UserRow,
  extras?: UserExtras,
): Promise<ApiUser> {
  const { oauthAccounts, enriched } =
    extras ?? (await readUserExtras(ctx.db, user.id, ctx.userEnrichers));
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
    oauth_accounts: oauthAccounts,
    language: user.language,
    subscriptions: [],
    phone: user.phone,
    avatar_url: user.avatar_url,
    profile_visibility: user.profile_visibility,
    time_zone: user.time_zone,
    pending_email: user.pending_email,
  };
  ctx.userEnrichers.forEach((enrich, i) => Object.assign(base, enrich.present(enriched[i])));
  return base;
}
