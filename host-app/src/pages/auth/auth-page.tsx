// /auth: sign-in and registration (the AuthPanel widget), and password recovery
// (?tab=forgot-password, where an expired reset link sends the visitor). Once a session exists,
// the guest-only guard sends the visitor on to the page they came from.
import { useSearchParams } from 'react-router';
import { AuthPanel, type AuthView } from '@savdo/widgets/auth';

const VIEWS: readonly AuthView[] = ['sign-in', 'register', 'forgot-password'];

export default function AuthPage() {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const view = VIEWS.find((v) => v === tab) ?? 'sign-in';
  return <AuthPanel titleAs="h1" initialTab={view} />;
}
