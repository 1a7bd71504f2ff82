/**
 * Referrals (docs/embedding.md, "Referrals"; docs/decisions/0321-partner-usage-and-referrals.md):
 * a sign-up that carries an approved partner's ref, followed at most REFERRAL_WINDOW_DAYS before,
 * is that partner's (first touch: the host app keeps the first ref it saw); the referred user's
 * first credited top-up is counted once. Partners see counts per day, never who.
 */
import {
  PARTNER_REF_PATTERN,
  REFERRAL_WINDOW_DAYS,
  type PartnerReferralDay,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { approvedPartnerByRef } from './applications';

const DAY_MS = 86_400_000;
/** Clocks differ a little between the visitor's browser and us. */
const CLOCK_SKEW_MS = 5 * 60_000;
const REF = new RegExp(PARTNER_REF_PATTERN);

/** Whether a link followed at `seenAt` still counts at `now`. */
export function withinReferralWindow(seenAt: Date, now: Date): boolean {
  const age = now.getTime() - seenAt.getTime();
  return Number.isFinite(age) && age >= -CLOCK_SKEW_MS && age <= REFERRAL_WINDOW_DAYS * DAY_MS;
}

/**
 * Records who referred a new user, inside the sign-up's transaction; nothing when there is no
 * ref, it names no approved partner, or the link is older than the window. Answers whether it did.
 */
export async function attributeSignUp(
  q: Queryable,
  userId: number,
  sent: { ref?: string; ref_seen_at?: string },
  now: Date = new Date(),
): Promise<boolean> {
  const ref = sent.ref?.trim() ?? '';
  if (!REF.test(ref) || !sent.ref_seen_at) return false;
  if (!withinReferralWindow(new Date(sent.ref_seen_at), now)) return false;
  const partner = await approvedPartnerByRef(q, ref);
  if (!partner) return false;
  const res = await q.query(
    `INSERT INTO partner_referrals (user_id, partner_id) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, partner.id],
  );
  return res.rowCount > 0;
}

/**
 * Called where a top-up is credited (payments), in the same transaction: marks a referred user's
 * first top-up; later ones change nothing.
 */
export async function countReferredTopUp(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE partner_referrals SET first_top_up_at = now()
     WHERE user_id = $1 AND first_top_up_at IS NULL`,
    [userId],
  );
}

/** Referred sign-ups and first top-ups per UTC day over the last `days` days: counts only. */
export async function referralsOfPartner(
  q: Queryable,
  partnerId: number,
  days: number,
): Promise<PartnerReferralDay[]> {
  const res = await q.query<{
    day: string;
    sign_ups: number | string;
    first_top_ups: number | string;
  }>(
    `WITH events AS (
       SELECT signed_up_at AS at, 1 AS sign_up, 0 AS top_up FROM partner_referrals
       WHERE partner_id = $1
       UNION ALL
       SELECT first_top_up_at, 0, 1 FROM partner_referrals
       WHERE partner_id = $1 AND first_top_up_at IS NOT NULL
     )
     SELECT to_char(date_trunc('day', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
            sum(sign_up) AS sign_ups, sum(top_up) AS first_top_ups
     FROM events WHERE at >= date_trunc('day', now()) - make_interval(days => $2)
     GROUP BY 1 ORDER BY 1`,
    [partnerId, days - 1],
  );
  return res.rows.map((row) => ({
    day: row.day,
    sign_ups: Number(row.sign_ups),
    first_top_ups: Number(row.first_top_ups),
  }));
}
