/** Password-reset and email-verification links: issued, mailed, and redeemed once. */
import type { AppContext } from '../../context';
import {
  consumeEmailToken,
  insertEmailToken,
  invalidateEmailTokens,
  type EmailTokenPurpose,
  type EmailTokenRow,
} from './email-tokens-repository';
import type { Queryable } from '../../db/adapter';
import { queueMail } from '../../mail/outbox';
import { hashToken, newOpaqueToken } from './opaque-tokens';

const LINKS: Record<EmailTokenPurpose, { path: string; subject: string; text: string }> = {
  reset_password: {
    path: '/auth/reset-password',
    subject: 'Reset your Savdo password',
    text: 'Open this link to choose a new password',
  },
  verify_email: {
    path: '/auth/verify-email',
    subject: 'Confirm your email for Savdo',
    text: 'Open this link to confirm your email address',
  },
};

/**
 * Issues a link and writes its mail to the outbox, both through `q`: inside the caller's
 * transaction, the link and its mail commit together with what they are about (F12).
 */
export async function queueEmailLink(
  ctx: Pick<AppContext, 'config'>,
  q: Queryable,
  user: { id: number },
  email: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const token = newOpaqueToken(purpose === 'reset_password' ? 'pr' : 'ev');
  await invalidateEmailTokens(q, user.id, purpose);
  await insertEmailToken(q, {
    userId: user.id,
    purpose,
    email,
    tokenHash: hashToken(token),
    ttlSeconds: ctx.config.emailTokenTtlSeconds,
  });
  const spec = LINKS[purpose];
  const link = `${ctx.config.publicUrl}${spec.path}?token=${encodeURIComponent(token)}`;
  await queueMail(q, { to: email, subject: spec.subject, text: `${spec.text}: ${link}`, link });
}

/** Sends what the outbox holds now; a failure stays queued for the next try, never the caller's. */
export async function flushMail(ctx: Pick<AppContext, 'outbox'>): Promise<void> {
  await ctx.outbox.flush().catch(() => 0);
}

/** Issues a link, queues its mail in one transaction, then sends it. */
export async function sendEmailLink(
  ctx: AppContext,
  user: { id: number },
  email: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await ctx.db.transaction((tx) => queueEmailLink(ctx, tx, user, email, purpose));
  await flushMail(ctx);
}

export function redeemEmailLink(
  ctx: AppContext,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<EmailTokenRow | null> {
  return consumeEmailToken(ctx.db, purpose, hashToken(token));
}
