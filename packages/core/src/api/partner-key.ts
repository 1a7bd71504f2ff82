// The partner key of a partner's page (the loader's `data-partner`), sent with the public calls
// (calendar, signals) as PARTNER_KEY_HEADER. The server answers a partner page only when its
// Origin is one the key allows; on our own origin there is no key and nothing is sent.
import { atom, type ReadableAtom } from 'nanostores';
import { PARTNER_KEY_HEADER, REF_QUERY_PARAM } from '@savdo/contract';

const $key = atom<string | null>(null);
export const $partnerKey: ReadableAtom<string | null> = $key;

/** Sets (or, with null or '', clears) the page's partner key. */
export function setPartnerKey(key: string | null | undefined): void {
  const trimmed = key?.trim();
  $key.set(trimmed ? trimmed : null);
}

/** `{ 'X-Savdo-Partner': key }` when the page has a key, else `{}`: spread into a call's headers. */
export function partnerHeaders(): Record<string, string> {
  const key = $key.get();
  return key ? { [PARTNER_KEY_HEADER]: key } : {};
}

// The partner's public id (the loader's `data-ref`): links from a partner page back to the
// product carry it as ?ref= so a sign-up can be attributed
// (docs/decisions/0321-partner-usage-and-referrals.md).
const $ref = atom<string | null>(null);

/** Sets (or, with null or '', clears) the page's partner ref. */
export function setPartnerRef(ref: string | null | undefined): void {
  const trimmed = ref?.trim();
  $ref.set(trimmed ? trimmed : null);
}

/** `href` with the page's partner ref as ?ref=, when there is one; else `href` unchanged. */
export function partnerLink(href: string): string {
  const ref = $ref.get();
  if (!ref) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${REF_QUERY_PARAM}=${encodeURIComponent(ref)}`;
}
