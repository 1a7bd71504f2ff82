/** One-use links sent by email (password reset, email verification), stored hashed. */
import type { Queryable } from '../../db/adapter';

export type EmailTokenPurpose = 'reset_password' | 'verify_email';

export interface EmailTokenRow {
  id: number;
  user_id: number;
  purpose: EmailTokenPurpose;
  email: string;
  used_at: Date | null;
  expired: boolean;
}

export async function insertEmailToken(
  q: Queryable,
  token: {
    userId: number;
    purpose: EmailTokenPurpose;
    email: string;
    tokenHash: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO email_tokens (user_id, purpose, email, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.userId, token.purpose, token.email, token.tokenHash, token.ttlSeconds],
  );
}

/** Claims a token once: answers it when it was unused and unexpired, and marks it used. */
export async function consumeEmailToken(
  q: Queryable,
  purpose: EmailTokenPurpose,
  tokenHash: string,
): Promise<EmailTokenRow | null> {
  const res = await q.query<EmailTokenRow>(
    `UPDATE email_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING id, user_id, purpose, email, used_at, false AS expired`,
    [tokenHash, purpose],
  );
  return res.rows[0] ?? null;
}

/** A newer link replaces the older ones of the same purpose. */
export async function invalidateEmailTokens(
  q: Queryable,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await q.query(
    `UPDATE email_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
}
