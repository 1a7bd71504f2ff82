// A purchase that falls short asks the page to open its top-up: the host app's balance
// chip listens and opens its dialog pre-filled. A store rather than a DOM event, so a request made
// before the listener mounts (a `?top_up=` link read on load) is still seen, and the asker can
// tell whether anything on the page listens: a landing page outside the host app has no chip,
// and the asker then navigates to the host app instead.
import { atom } from 'nanostores';
import { topUpPrefill } from './top-up-rules';

export interface TopUpRequest {
  /** The amount to open with (UZS, already at least the minimum top-up), or null for none. */
  amount: number | null;
  /** Tells two requests for the same amount apart, so a second click opens the dialog again. */
  seq: number;
}

/** The pending request, or null; the listener clears it when its dialog closes. */
export const $topUpRequest = atom<TopUpRequest | null>(null);

let seq = 0;

/**
 * Asks the page to open the top-up with `amount` (raised to the minimum, rounded up; none when
 * not a positive number). Returns whether something listens; when false, nothing will open.
 */
export function requestTopUp(amount?: number | null): boolean {
  seq += 1;
  $topUpRequest.set({ amount: topUpPrefill(amount), seq });
  return $topUpRequest.lc > 0;
}

/** The listener handled the request (its dialog closed). */
export function clearTopUpRequest(): void {
  $topUpRequest.set(null);
}

/** The query parameter of a link that opens the host app's top-up (`/dashboard?top_up=35000`). */
export const TOP_UP_PARAM = 'top_up';

/** The host app's page that opens its top-up pre-filled; `apiBase` is the product's origin. */
export function topUpHref(apiBase: string, amount?: number | null): string {
  const prefill = topUpPrefill(amount);
  return `${apiBase}/dashboard${prefill === null ? `?${TOP_UP_PARAM}` : `?${TOP_UP_PARAM}=${prefill}`}`;
}

/** The amount of a `?top_up=` parameter: null when absent, the prefill rules otherwise. */
export function topUpParamAmount(search: string): { requested: boolean; amount: number | null } {
  const params = new URLSearchParams(search);
  if (!params.has(TOP_UP_PARAM)) return { requested: false, amount: null };
  const raw = params.get(TOP_UP_PARAM) ?? '';
  return { requested: true, amount: /^\d{1,12}$/.test(raw) ? topUpPrefill(Number(raw)) : null };
}
