// One guard for every route kind: redirect, blocking notice, or the page (with the forced
// password dialog when core says so). The page a visitor came from rides along to /auth in the
// router state, so sign-in returns there.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PasswordDialogMode, RouteKind, RouteRequirements } from '@savdo/core';
import { AccessNotice } from './access-notice';
import { useAccessDecision, type ReturnState } from './use-access';

export interface AccessGuardProps {
  kind: RouteKind;
  requirements?: RouteRequirements;
  /** A notice fills the page (no layout) or the content area of the layout. */
  noticeVariant?: 'page' | 'inline';
  /** What renders when access is granted; given the password dialog mode core decided. */
  children: ReactNode | ((passwordDialog: PasswordDialogMode | null) => ReactNode);
}

export function AccessGuard({
  kind,
  requirements,
  noticeVariant = 'page',
  children,
}: AccessGuardProps) {
  const decision = useAccessDecision(kind, requirements);
  if (decision.type === 'redirect') {
    const state: ReturnState | undefined = decision.from ? { from: decision.from } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  if (decision.type === 'notice') {
    return (
      <AccessNotice
        title={decision.title}
        text={decision.text}
        reason={decision.reason}
        role={decision.role}
        variant={noticeVariant}
      />
    );
  }
  return <>{typeof children === 'function' ? children(decision.passwordDialog) : children}</>;
}
