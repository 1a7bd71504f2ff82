// /auth/verify-email?token=...: open to anyone (common); "continue" leads to the dashboard for
// a signed-in visitor and to sign-in otherwise.
import { useSearchParams } from 'react-router';
import { $isAuthenticated } from '@savdo/core';
import { useStore } from '@savdo/ui';
import { VerifyEmail } from '@savdo/widgets/auth';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const signedIn = useStore($isAuthenticated);
  return (
    <VerifyEmail
      titleAs="h1"
      token={params.get('token')}
      continueHref={signedIn ? '/dashboard' : '/auth'}
    />
  );
}
