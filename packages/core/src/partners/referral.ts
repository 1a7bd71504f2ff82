// The partner ref a visitor arrived with (a partner widget's link carries `?ref=`), kept first
// party in localStorage for REFERRAL_WINDOW_DAYS and sent with the sign-up. First touch: a valid
// stored ref is not replaced by a later one (docs/decisions/0321-partner-usage-and-referrals.md).
import { PARTNER_REF_PATTERN, REF_QUERY_PARAM, REFERRAL_WINDOW_DAYS } from '@savdo/contract';

export const REFERRAL_STORAGE_KEY = 'savdo-partner-ref';
const WINDOW_MS = REFERRAL_WINDOW_DAYS * 86_400_000;

export interface StoredReferral {
  ref: string;
  ref_seen_at: string;
}

function read(now: number): StoredReferral | null {
  try {
    const value = JSON.parse(localStorage.getItem(REFERRAL_STORAGE_KEY) ?? 'null') as unknown;
    const stored = value as Partial<StoredReferral> | null;
    if (!stored?.ref || !stored.ref_seen_at) return null;
    const age = now - Date.parse(stored.ref_seen_at);
    return age >= 0 && age <= WINDOW_MS
      ? { ref: stored.ref, ref_seen_at: stored.ref_seen_at }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the page address's `?ref=` unless a ref still within the window is kept already. */
export function keepReferral(href: string, now: number = Date.now()): void {
  let ref: string | null;
  try {
    ref = new URL(href).searchParams.get(REF_QUERY_PARAM);
  } catch {
    return;
  }
  if (!ref || !new RegExp(PARTNER_REF_PATTERN).test(ref) || read(now)) return;
  try {
    const value: StoredReferral = { ref, ref_seen_at: new Date(now).toISOString() };
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // No storage (private mode): the sign-up goes without a ref.
  }
}

/** The kept ref while it counts, for the sign-up's body; else an empty object. */
export function referralForSignUp(now: number = Date.now()): Partial<StoredReferral> {
  return read(now) ?? {};
}
