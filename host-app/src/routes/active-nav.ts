// Which sidebar entry is the page's: the one whose path is the longest that the address lies
// under. "/algo-trading/my/5" lies under both "/algo-trading" and "/algo-trading/my"; only the
// more specific "My Expert Advisors" is highlighted, whatever the order of the entries.

/** True when `pathname` is `to` or lies below it ("/a/b" under "/a", never "/ab" under "/a"). */
export function liesUnder(pathname: string, to: string): boolean {
  const base = to.endsWith('/') && to.length > 1 ? to.slice(0, -1) : to;
  return pathname === base || pathname.startsWith(base === '/' ? '/' : `${base}/`);
}

/** The `to` of the entry the address belongs to (the longest match), or null for none. */
export function activeNavPath(pathname: string, items: readonly { to: string }[]): string | null {
  let best: string | null = null;
  for (const { to } of items)
    if (liesUnder(pathname, to) && (best === null || to.length > best.length)) best = to;
  return best;
}
