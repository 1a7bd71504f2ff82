// The warning before the session expires (docs/product.md, "Rules that matter to a trader"), with
// the minutes left. A session that can still be refreshed never shows it: when the refresh
// threshold is reached, the routine's own check runs first, and only a session it could not extend
// is warned about (docs/decisions/0060-host-app.md).
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { SESSION_REFRESH_THRESHOLD_MS } from '@savdo/contract';
import { $auth, checkSessionExpiry, getRefreshToken, logout } from '@savdo/core';
import { Button, token, useStore, useT } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';

/** Without a refresh token, the warning shows this long before the session ends. */
export const SESSION_WARNING_MS = 5 * 60_000;
const TICK_MS = 10_000;

/** Minutes left to show, or null for no warning. */
export function useSessionWarning(now: () => number = Date.now): number | null {
  const { isAuthenticated, sessionTimeout } = useStore($auth);
  const [minutes, setMinutes] = useState<number | null>(null);

  useEffect(() => {
    if (!isAuthenticated || sessionTimeout === null) {
      setMinutes(null);
      return;
    }
    let live = true;
    const evaluate = async () => {
      const msLeft = sessionTimeout - now();
      const refreshable = getRefreshToken() !== null;
      const threshold = refreshable ? SESSION_REFRESH_THRESHOLD_MS : SESSION_WARNING_MS;
      if (msLeft > threshold) {
        setMinutes(null);
        return;
      }
      if (refreshable) {
        const outcome = await checkSessionExpiry(now());
        // 'refreshed' changes sessionTimeout, which re-runs this effect.
        if (!live || outcome === 'refreshed' || outcome === 'skipped') return;
      }
      if (live) setMinutes(Math.max(0, Math.floor((sessionTimeout - now()) / 60_000)));
    };
    void evaluate();
    const timer = setInterval(() => void evaluate(), TICK_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [isAuthenticated, sessionTimeout, now]);

  return minutes;
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin: 0 0 20px;
  padding: 12px 16px;
  border-radius: ${token('radius-lg')};
  border: 1px solid ${token('color-warning')};
  background: ${token('color-warning-soft')};
  color: ${token('color-text')};
  & > svg {
    color: ${token('color-warning')};
    flex: none;
  }
  & > span {
    flex: 1;
    min-width: 180px;
    font-weight: 600;
  }
`;

export function SessionWarning() {
  const t = useAppT();
  const tCore = useT('core');
  const minutes = useSessionWarning();
  const navigate = useNavigate();
  const location = useLocation();
  if (minutes === null) return null;
  const signInAgain = () => {
    logout();
    navigate('/auth', { replace: true, state: { from: `${location.pathname}${location.search}` } });
  };
  return (
    <Banner role="status" data-testid="session-warning">
      <Icon name="clock" />
      <span>{tCore('session.expiresSoon', { count: minutes })}</span>
      <Button size="sm" variant="secondary" onClick={signInAgain}>
        {t('session.warningAction')}
      </Button>
    </Banner>
  );
}
