/** Password-reset and email-verification links: issued, mailed, and redeemed once. */
import type { AppContext } from '../context';
import {
  consumeEmailToken,
  insertEmailToken,
  invalidateEmailTokens,
  type EmailTokenPurpose,
  type EmailTokenRow,
} from '../db/repositories/email-tokens';
import type { UserRow } from '../db/repositories/users';
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

export async function sendEmailLink(
  ctx: AppContext,
  user: UserRow,
  email: string,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const token = newOpaqueToken(purpose === 'reset_password' ? 'pr' : 'ev');
  await invalidateEmailTokens(ctx.db, user.id, purpose);
  await insertEmailToken(ctx.db, {
    userId: user.id,
    purpose,
    email,
    tokenHash: hashToken(token),
    ttlSeconds: ctx.config.emailTokenTtlSeconds,
  });
  const spec = LINKS[purpose];
  const link = `${ctx.config.publicUrl}${spec.path}?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({ to: email, subject: spec.subject, text: `${spec.text}: ${link}`, link });
}

export function redeemEmailLink(
  ctx: AppContext,
  purpose: EmailTokenPurpose,
  token: string,
): Promise<EmailTokenRow | null> {
  return consumeEmailToken(ctx.db, purpose, hashToken(token));
}
