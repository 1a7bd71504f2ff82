// The access decision for the current location, from core's decideAccess only (the guard
// order of the page guards lives there). Re-evaluated whenever the session or location changes.
import { useLocation } from 'react-router';
import {
  $auth,
  decideAccess,
  getAccessToken,
  type AccessDecision,
  type RouteKind,
  type RouteRequirements,
} from '@savdo/core';
import { useStore } from '@savdo/ui';

/** Router state carried to /auth: the page the visitor came from. */
export interface ReturnState {
  from?: string;
}

export function returnToOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as ReturnState).from;
  return typeof from === 'string' ? from : null;
}

export function useAccessDecision(
  kind: RouteKind,
  requirements?: RouteRequirements,
): AccessDecision {
  const auth = useStore($auth);
  const location = useLocation();
  return decideAccess({
    kind,
    path: `${location.pathname}${location.search}`,
    requirements,
    session: {
      isAuthenticated: auth.isAuthenticated,
      user: auth.user,
      accessToken: auth.isAuthenticated ? getAccessToken() : null,
    },
    returnTo: returnToOf(location.state),
    now: Date.now(),
  });
}
