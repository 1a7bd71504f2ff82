// "Send a new verification link" (decision 0056): the verification notice and the dashboard's
// account tile both offer it. The server answers the same whether or not a mail went out, so
// "sent" is what we can honestly say; a failure (network, rate limit) says so.
import { useState } from 'react';
import { $user, authApi } from '@savdo/core';
import { useStore } from '@savdo/ui';

export type ResendState = 'idle' | 'busy' | 'sent' | 'failed';

export function useResendVerification() {
  const user = useStore($user);
  const [state, setState] = useState<ResendState>('idle');
  const email = user?.email || null;
  const resend = async () => {
    if (!email) return;
    setState('busy');
    try {
      await authApi.requestVerifyToken({ email });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return { email, state, resend, needed: Boolean(user && !user.is_verified && email) };
}
