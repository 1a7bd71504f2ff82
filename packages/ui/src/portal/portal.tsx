// Renders children into the portal target. Outside a shadow root the portalled content leaves
// the SavdoRoot, so it is wrapped in a TokenScope carrying the same theme.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useResolvedTheme } from '../theme/theme-context';
import { TokenScope } from '../theme/savdo-root';
import { isShadowRoot, usePortalTarget } from './portal-target';

export function Portal({ children }: { children: ReactNode }) {
  const target = usePortalTarget();
  const theme = useResolvedTheme();
  if (target && isShadowRoot(target)) return createPortal(children, target);
  const host = target ?? (typeof document === 'undefined' ? null : document.body);
  if (!host) return null;
  return createPortal(
    <TokenScope $theme={theme} data-savdo-theme={theme} data-savdo-portal="">
      {children}
    </TokenScope>,
    host,
  );
}
