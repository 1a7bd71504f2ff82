// Keeps the signed-in user (balance above all) current: GET /users/me when the frame mounts, on
// navigation and when the tab comes back, at most every 15 s. The token carries no balance,
// and a balance changes elsewhere (payments, purchases in another tab). Like every call, a 401
// here ends the session through core's handler (docs/decisions/0010-session-core.md).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { profileApi, setUser, userFromApi, $auth } from '@savdo/core';

export const FRESH_USER_MIN_GAP_MS = 15_000;

export function useFreshUser(now: () => number = Date.now): void {
  const location = useLocation();
  const lastAt = useRef<number | null>(null);

  useEffect(() => {
    const refresh = () => {
      const at = now();
      if (lastAt.current !== null && at - lastAt.current < FRESH_USER_MIN_GAP_MS) return;
      lastAt.current = at;
      profileApi
        .getMe()
        .then((me) => {
          // Only while the same user is still signed in (a sign-out may have raced us).
          const current = $auth.get().user;
          if (current && current.id === me.result.id) setUser(userFromApi(me.result));
        })
        .catch(() => {
          // 401 is handled by core; anything else leaves the user as it was.
        });
    };
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [location.pathname, now]);
}
