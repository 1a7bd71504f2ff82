// Shows the forced password dialog whenever the page's session user needs one (docs/product.md,
// "Arriving through Google or Telegram"), for pages that have no guard of their own (a landing page
// with <savdo-password-setup>).
import { $user, passwordDialogFor } from '@savdo/core';
import { useStore } from '@savdo/ui';
import { PasswordSetupDialog } from './password-setup-dialog';

export function PasswordSetupGate() {
  const user = useStore($user);
  const mode = user ? passwordDialogFor(user) : null;
  return mode ? <PasswordSetupDialog key={mode} mode={mode} /> : null;
}
