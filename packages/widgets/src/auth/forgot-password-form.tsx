// "Forgot password?": the account's username or email, sent to POST /auth/forgot-password, which
// mails a reset link in the account's language (docs/decisions/0280-password-recovery.md). The
// answer is the same whether or not the account exists, so the sent state says "if it exists".
// A refusal shows the server's message in the interface language: a 429 says how long to wait.
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors, authApi, validateForgotPassword } from '@savdo/core';
import { Button, TextField, useT } from '@savdo/ui';
import styled from 'styled-components';
import { authStrings } from './strings';
import { FooterNote, Form, FormMessage, FormSubtitle, FormTitle, LinkButton } from './form-parts';
import { translateAuthMessage } from './validation-text';

export interface ForgotPasswordFormProps {
  /** What the sign-in form held, so the visitor does not type it twice. */
  initialLogin?: string;
  /** Shows "Back to sign in" when given. */
  onBack?: () => void;
  /** Renders the form's own title at this level (leave out when the page titles it). */
  titleAs?: 'h1' | 'h2';
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

export function ForgotPasswordForm({
  initialLogin = '',
  onBack,
  titleAs,
}: ForgotPasswordFormProps) {
  const t = useT(authStrings);
  const [login, setLogin] = useState(initialLogin.trim());
  const [error, setError] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The login the link was last asked for; null until one was. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (value: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await authApi.forgotPassword({ login: value });
      setSentTo(value);
    } catch (err: unknown) {
      const field = apiFieldErrors(err).login;
      if (field) setError(field);
      else setFailure(apiErrorMessage(err, t('forgot.failed')));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validateForgotPassword({ login }).login;
    setError(found);
    if (found) return;
    await send(login.trim());
  };

  const back = onBack ? (
    <FooterNote>
      <LinkButton type="button" onClick={onBack}>
        {t('forgot.back')}
      </LinkButton>
    </FooterNote>
  ) : null;

  return (
    <Wrap data-savdo-forgot-password={sentTo === null ? 'form' : 'sent'}>
      {titleAs ? (
        <div>
          <FormTitle as={titleAs}>{t('forgot.title')}</FormTitle>
          <FormSubtitle>{t('forgot.subtitle')}</FormSubtitle>
        </div>
      ) : null}
      {failure ? <FormMessage tone="danger">{failure}</FormMessage> : null}
      {sentTo !== null ? (
        <>
          <FormMessage tone="success">{t('forgot.sent', { login: sentTo })}</FormMessage>
          <Actions>
            <Button type="button" variant="secondary" busy={busy} onClick={() => send(sentTo)}>
              {busy ? t('forgot.busy') : t('forgot.resend')}
            </Button>
          </Actions>
          {back}
        </>
      ) : (
        <Form
          noValidate
          onSubmit={onSubmit}
          aria-label={t('forgot.title')}
          data-savdo-form="forgot-password"
        >
          <TextField
            label={t('forgot.login')}
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            value={login}
            error={translateAuthMessage(t, error)}
            onChange={(e) => {
              setLogin(e.target.value);
              if (submitted) setError(validateForgotPassword({ login: e.target.value }).login);
            }}
          />
          <Button type="submit" block busy={busy}>
            {busy ? t('forgot.busy') : t('forgot.submit')}
          </Button>
          {back}
        </Form>
      )}
    </Wrap>
  );
}
