// /auth/reset-password?token=...: the emailed reset link lands here.
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@savdo/widgets/auth';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <ResetPasswordForm titleAs="h1" token={params.get('token')} signInHref="/auth" />;
}
