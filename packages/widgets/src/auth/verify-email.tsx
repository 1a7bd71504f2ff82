// The verify-email page: sends the emailed token to POST /auth/verify once, shows the outcome,
// marks a signed-in user verified, and offers a new link (POST /auth/request-verify-token) when
// the old one failed and the email is known.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { $user, apiErrorMessage, authApi, mergeUser } from '@savdo/core';
import { Button, Spinner, useStore, useT, TextLink } from '@savdo/ui';
import { authStrings } from './strings';
import { FormMessage, FormTitle } from './form-parts';

export interface VerifyEmailProps {
  /** The title's heading level: h1 when the form is the page. */
  titleAs?: 'h1' | 'h2';
  token: string | null;
  /** Where "continue" leads after the outcome. */
  continueHref?: string;
}

type Status = 'checking' | 'done' | 'failed' | 'missing';

// One request per token per page, so a remount (or React's strict double effect) never spends
// a single-use token twice.
const attempts = new Map<string, Promise<void>>();

function verifyOnce(token: string): Promise<void> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = authApi.verifyEmail({ token }).then(() => undefined);
    attempts.set(token, attempt);
  }
  return attempt;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export function VerifyEmail({
  token,
  continueHref = '/dashboard',
  titleAs = 'h2',
}: VerifyEmailProps) {
  const t = useT(authStrings);
  const user = useStore($user);
  const [status, setStatus] = useState<Status>(token ? 'checking' : 'missing');
  const [failure, setFailure] = useState<string | null>(null);
  const [resend, setResend] = useState<'idle' | 'busy' | 'sent'>('idle');

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      () => {
        mergeUser({ is_verified: true });
        if (live) setStatus('done');
      },
      (err: unknown) => {
        if (!live) return;
        setFailure(apiErrorMessage(err, t('verify.failed')));
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  const requestNewLink = async () => {
    if (!user?.email) return;
    setResend('busy');
    try {
      await authApi.requestVerifyToken({ email: user.email });
      setResend('sent');
    } catch {
      setResend('idle');
    }
  };

  return (
    <Wrap data-savdo-verify-email={status}>
      <FormTitle as={titleAs}>{t('verify.title')}</FormTitle>
      {status === 'checking' ? <Spinner label={t('verify.checking')} /> : null}
      {status === 'checking' ? <p>{t('verify.checking')}</p> : null}
      {status === 'done' ? <FormMessage tone="success">{t('verify.done')}</FormMessage> : null}
      {status === 'missing' ? (
        <FormMessage tone="danger">{t('verify.missingToken')}</FormMessage>
      ) : null}
      {status === 'failed' ? <FormMessage tone="danger">{failure}</FormMessage> : null}
      {status === 'failed' && user?.email && resend !== 'sent' ? (
        <div>
          <Button variant="secondary" busy={resend === 'busy'} onClick={requestNewLink}>
            {t('verify.resend')}
          </Button>
        </div>
      ) : null}
      {resend === 'sent' ? <FormMessage tone="info">{t('verify.resent')}</FormMessage> : null}
      {status !== 'checking' ? (
        <TextLink href={continueHref}>{t('verify.continue')}</TextLink>
      ) : null}
    </Wrap>
  );
}
