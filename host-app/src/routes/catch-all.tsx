// Unmatched paths: a signed-out visitor goes to /auth, a signed-in user sees the
// 404 page. The decision goes through core's access rules as a private page would, so a banned
// user still lands on /ban and an inactive one sees the notice. The unknown path is not kept
// as the return-to page: after signing in the visitor lands on the dashboard.
import { Navigate } from 'react-router';
import { AUTH_ROUTE } from '@savdo/contract';
import { AccessNotice } from '../guards/access-notice';
import { useAccessDecision } from '../guards/use-access';
import { LazyPage } from './lazy-page';

export function CatchAll() {
  const decision = useAccessDecision('private');
  if (decision.type === 'redirect') {
    return <Navigate to={decision.to === AUTH_ROUTE ? AUTH_ROUTE : decision.to} replace />;
  }
  if (decision.type === 'notice') {
    return (
      <AccessNotice
        title={decision.title}
        text={decision.text}
        reason={decision.reason}
        variant="page"
      />
    );
  }
  return <LazyPage page="notFound" />;
}
