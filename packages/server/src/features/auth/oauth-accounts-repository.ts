/** Google and Telegram accounts linked to users. */
import type { OAuthAccount } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export type Provider = OAuthAccount['oauth_name'];

export interface OAuthAccountRow {
  id: number;
  user_id: number;
  provider: Provider;
  account_id: string;
  account_email: string | null;
}

export async function findOAuthAccount(
  q: Queryable,
  provider: Provider,
  accountId: string,
): Promise<OAuthAccountRow | null> {
  const res = await q.query<OAuthAccountRow>(
    'SELECT * FROM oauth_accounts WHERE provider = $1 AND account_id = $2',
    [provider, accountId],
  );
  return res.rows[0] ?? null;
}

export async function listOAuthAccounts(q: Queryable, userId: number): Promise<OAuthAccountRow[]> {
  const res = await q.query<OAuthAccountRow>(
    'SELECT * FROM oauth_accounts WHERE user_id = $1 ORDER BY provider',
    [userId],
  );
  return res.rows;
}

export async function linkOAuthAccount(
  q: Queryable,
  link: { userId: number; provider: Provider; accountId: string; accountEmail: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO oauth_accounts (user_id, provider, account_id, account_email)
     VALUES ($1, $2, $3, $4)`,
    [link.userId, link.provider, link.accountId, link.accountEmail],
  );
}

export async function unlinkOAuthAccount(
  q: Queryable,
  userId: number,
  provider: Provider,
): Promise<boolean> {
  const res = await q.query('DELETE FROM oauth_accounts WHERE user_id = $1 AND provider = $2', [
    userId,
    provider,
  ]);
  return res.rowCount > 0;
}
