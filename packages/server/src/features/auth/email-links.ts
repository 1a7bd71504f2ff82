/**
 * Password-reset and email-verification links: issued, mailed in the user's language, and
 * redeemed once.
 */
import type { Language } from '@savdo/contract';
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

const PATHS: Record<EmailTokenPurpose, string> = {
  reset_password: '/auth/reset-password',
  verify_email: '/auth/verify-email',
};

interface LinkMail {
  subject: string;
  /** The lines before the link. */
  lead: string;
  /** The lines after it: how long it works, and what to do if it was not asked for. */
  after: (lifetime: string) => string;
}

/** The link mails in each language (docs/decisions/0280-password-recovery.md). */
const LINK_MAILS: Record<Language, Record<EmailTokenPurpose, LinkMail>> = {
  en: {
    reset_password: {
      subject: 'Reset your Savdo password',
      lead: 'We received a request to reset the password of your Savdo account. Open this link to choose a new password',
      after: (lifetime) =>
        `The link works once, for ${lifetime}. Setting a new password signs you out everywhere.\nIf you did not ask for it, ignore this email: your password stays as it is.`,
    },
    verify_email: {
      subject: 'Confirm your email for Savdo',
      lead: 'Open this link to confirm your email address',
      after: (lifetime) =>
        `The link works once, for ${lifetime}.\nIf you did not ask for it, ignore this email.`,
    },
  },
  uz: {
    reset_password: {
      subject: 'Savdo parolini tiklash',
      lead: "Savdo hisobingiz parolini tiklash so'raldi. Yangi parol tanlash uchun ushbu havolani oching",
      after: (lifetime) =>
        `Havola bir marta, ${lifetime} davomida ishlaydi. Yangi parol o'rnatilgach, barcha qurilmalardagi seanslar tugaydi.\nAgar buni siz so'ramagan bo'lsangiz, bu xatga e'tibor bermang: parolingiz o'zgarmaydi.`,
    },
    verify_email: {
      subject: 'Savdo uchun emailingizni tasdiqlang',
      lead: 'Email manzilingizni tasdiqlash uchun ushbu havolani oching',
      after: (lifetime) =>
        `Havola bir marta, ${lifetime} davomida ishlaydi.\nAgar buni siz so'ramagan bo'lsangiz, bu xatga e'tibor bermang.`,
    },
  },
  ru: {
    reset_password: {
      subject: 'Сброс пароля Savdo',
      lead: 'Мы получили запрос на сброс пароля вашего аккаунта Savdo. Откройте ссылку, чтобы выбрать новый пароль',
      after: (lifetime) =>
        `Ссылка работает один раз в течение ${lifetime}. После смены пароля все сеансы будут завершены.\nЕсли вы этого не запрашивали, просто проигнорируйте письмо: пароль останется прежним.`,
    },
    verify_email: {
      subject: 'Подтвердите email для Savdo',
      lead: 'Откройте ссылку, чтобы подтвердить адрес электронной почты',
      after: (lifetime) =>
        `Ссылка работает один раз в течение ${lifetime}.\nЕсли вы этого не запрашивали, просто проигнорируйте письмо.`,
    },
  },
};

/** A link's lifetime in words: whole hours, else minutes ("24 hours", "24 soat", "24 ч"). */
export function lifetimeText(seconds: number, lang: Language): string {
  const hours = seconds / 3600;
  if (Number.isInteger(hours) && hours >= 1) {
    if (lang === 'uz') return `${hours} soat`;
    if (lang === 'ru') return `${hours} ч`;
    return `${hours} hour${hours === 1 ? '' : 's'}`;
  }
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (lang === 'uz') return `${minutes} daqiqa`;
  if (lang === 'ru') return `${minutes} мин`;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The mail of a link in `lang`: subject, and text with the link on a line of its own. */
export function linkMail(
  purpose: EmailTokenPurpose,
  lang: Language,
  link: string,
  ttlSeconds: number,
): { subject: string; text: string } {
  const mail = LINK_MAILS[lang][purpose];
  return {
    subject: mail.subject,
    text: `${mail.lead}:\n${link}\n\n${mail.after(lifetimeText(ttlSeconds, lang))}`,
  };
}

/**
 * Issues a link and writes its mail to the outbox, both through `q`: inside the caller's
 * transaction, the link and its mail commit together with what they are about (F12).
 */
export async function queueEmailLink(
  ctx: Pick<AppContext, 'config'>,
  q: Queryable,
  user: { id: number; language: Language },
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
  const link = `${ctx.config.publicUrl}${PATHS[purpose]}?token=${encodeURIComponent(token)}`;
  const mail = linkMail(purpose, user.language, link, ctx.config.emailTokenTtlSeconds);
  await queueMail(q, { to: email, ...mail, link });
}

/** Sends what the outbox holds now; a failure stays queued for the next try, never the caller's. */
export async function flushMail(ctx: Pick<AppContext, 'outbox'>): Promise<void> {
  await ctx.outbox.flush().catch(() => 0);
}

/** Issues a link, queues its mail in one transaction, then sends it. */
export async function sendEmailLink(
  ctx: AppContext,
  user: { id: number; language: Language },
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
