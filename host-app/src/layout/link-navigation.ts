// Plain links (`<a href data-route>`) inside one container, routed by one click handler on the
// container: a React Router <Link> runs a dozen hooks per render (its href, its click handler,
// prefetching, the resolved path), and the sidebar draws twenty of them at every load and every
// language switch (docs/decisions/0339-plain-links-in-the-sidebar.md). A link opened in a new tab
// or window (a modifier key, a middle click, a `target`) or a download is left to the browser, as
// <Link> leaves it; so is every anchor without `data-route` (a widget's link to another site).
import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The in-app path of a click that the router should take, or null to leave it to the browser. */
function routedPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(
    'a[href][data-route]:not([download])',
  );
  if (!anchor || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.origin !== location.origin)
    return null;
  return anchor.pathname + anchor.search + anchor.hash;
}

/**
 * The container's onClick: a click on one of its links goes through the router, then
 * `afterNavigate` runs (the drawer closes). A link to the address already shown replaces it in
 * the history, as <Link> does.
 */
export function useLinkNavigation(afterNavigate?: () => void) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const path = routedPath(event);
      if (path === null) return;
      event.preventDefault();
      navigate(path, { replace: path === here });
      afterNavigate?.();
    },
    [navigate, here, afterNavigate],
  );
}
