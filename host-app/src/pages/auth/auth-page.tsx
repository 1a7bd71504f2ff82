// /auth: sign-in and registration (the AuthPanel widget). Once a session exists, the guest-only
// guard sends the visitor on to the page they came from.
import { useSearchParams } from 'react-router';
import { AuthPanel } from '@savdo/widgets/auth';

export default function AuthPage() {
  const [params] = useSearchParams();
  return (
    <AuthPanel
      titleAs="h1"
      initialTab={params.get('tab') === 'register' ? 'register' : 'sign-in'}
    />
  );
}
