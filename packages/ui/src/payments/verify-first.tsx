// The purchase dialog's "verify your email first" state (decision 0056, docs/decisions/0303-plans-
// open-verification-at-the-purchase.md): money moves only for a verified address, so the dialog
// says so where the trader confirms and sends a new link from there.
import { useState } from 'react';
import { authApi } from '@savdo/core';
import { useT } from '../i18n/language-context';
import { Button } from '../primitives/button';
import { purchaseStrings } from './purchase-strings';

export type VerifyLinkState = 'idle' | 'busy' | 'sent' | 'failed';

/** Sends a new verification link to `email`; the server answers alike whether or not it went. */
export function useVerifyLink(email: string) {
  const [state, setState] = useState<VerifyLinkState>('idle');
  const send = async () => {
    setState('busy');
    try {
      await authApi.requestVerifyToken({ email });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return { state, send };
}

export function VerifyFirstButton({ link }: { link: ReturnType<typeof useVerifyLink> }) {
  const t = useT(purchaseStrings);
  return (
    <Button
      part="purchase-verify"
      busy={link.state === 'busy'}
      disabled={link.state === 'sent'}
      onClick={() => void link.send()}
    >
      {t('verify.resend')}
    </Button>
  );
}

export function verifyFirstText(
  t: ReturnType<typeof useT>,
  state: VerifyLinkState,
  email: string,
): string {
  if (state === 'sent') return t('verify.sent', { email });
  if (state === 'failed') return t('verify.failed');
  return t('verify.text', { email });
}
