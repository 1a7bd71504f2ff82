// Where the top-up and the return page point: pages of the product itself, on the API's origin
// (the page's own origin when core's apiBase is ''), like the session widget's sign-in link.

/** The host app's return page, where the provider sends the payer back. */
export function defaultReturnUrl(apiBase: string): string {
  return `${apiBase}/payments/return`;
}

export function defaultDashboardHref(apiBase: string): string {
  return `${apiBase}/dashboard`;
}

export function defaultSignInHref(apiBase: string): string {
  return `${apiBase}/auth`;
}

/** The query parameter the server adds to the return address (decision 0150). */
export const RETURN_ORDER_PARAM = 'savdo_order';

/** The order id of the page's address (`?savdo_order=123`), or null. */
export function orderIdFromLocation(search: string = window.location.search): string | null {
  const id = new URLSearchParams(search).get(RETURN_ORDER_PARAM);
  return id && /^\d{1,15}$/.test(id) ? id : null;
}
