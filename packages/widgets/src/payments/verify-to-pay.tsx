// Paying needs a verified email (docs/product.md, "Topping up the balance"; decision 0056). The
// top-up says so before the trader picks an amount and a provider, and offers a new link there
// (POST /auth/request-verify-token), instead of refusing only after "Continue".
import { useState } from 'react';
import styled from 'styled-components';
import { authApi } from '@savdo/core';
import { Button, token, useT } from '@savdo/ui';
import { topUpStrings } from './strings';

type ResendState = 'idle' | 'busy' | 'sent' | 'failed';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-info-soft')};
  color: ${token('color-text')};

  p {
    margin: 0;
  }
`;

const Status = styled.p<{ $failed: boolean }>`
  color: ${(p) => token(p.$failed ? 'color-danger' : 'color-success')};
  font-size: ${token('font-size-sm')};
`;

export function VerifyToPay({ email }: { email: string }) {
  const t = useT(topUpStrings);
  const [state, setState] = useState<ResendState>('idle');
  const resend = async () => {
    setState('busy');
    try {
      await authApi.requestVerifyToken({ email });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <Box part="verify" data-savdo-top-up="verify">
      <p>
        <strong>{t('verify.title')}</strong>
      </p>
      <p>{t('verify.text', { email })}</p>
      <div>
        <Button
          size="sm"
          busy={state === 'busy'}
          disabled={state === 'sent'}
          onClick={() => void resend()}
        >
          {t('verify.resend')}
        </Button>
      </div>
      {state === 'sent' || state === 'failed' ? (
        <Status role="status" $failed={state === 'failed'}>
          {state === 'sent' ? t('verify.sent', { email }) : t('verify.failed')}
        </Status>
      ) : null}
    </Box>
  );
}
