// The reset-password page's form: the token from the emailed link and a new password, sent to
// POST /auth/reset-password, which also ends every session of the account. The same length rule
// as everywhere (decision 1). A link that is missing, used or expired offers a new one
// (docs/decisions/0280-password-recovery.md).
import { useState, type FormEvent } from 'react';
import { AUTH_FORM_MESSAGES, apiErrorMessage, authApi, newPasswordError } from '@savdo/core';
import { Button, useT, TextLink } from '@savdo/ui';
import { authStrings } from './strings';
import { Form, FormMessage, FormSubtitle, FormTitle } from './form-parts';
import { PasswordField } from './password-field';
import { translateAuthMessage } from './validation-text';
import styled from 'styled-components';

export interface ResetPasswordFormProps {
  /** The title's heading level: h1 when the form is the page. */
  titleAs?: 'h1' | 'h2';
  /** The token of the emailed link; null when the link had none. */
  token: string | null;
  /** Where the "go to sign in" link leads. */
  signInHref?: string;
  /** Where "ask for a new link" leads: the password-recovery form. */
  forgotPasswordHref?: string;
  onDone?: () => void;
}

interface ResetErrors {
  password?: string;
  confirm?: string;
}

export function validateReset(password: string, confirm: string): ResetErrors {
  const errors: ResetErrors = {};
  const passwordError = newPasswordError(password);
  if (passwordError) errors.password = passwordError;
  if (!confirm) errors.confirm = AUTH_FORM_MESSAGES.required;
  else if (confirm !== password) errors.confirm = 'mismatch';
  return errors;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export function ResetPasswordForm({
  token,
  signInHref = '/auth',
  forgotPasswordHref = '/auth?tab=forgot-password',
  onDone,
  titleAs = 'h2',
}: ResetPasswordFormProps) {
  const t = useT(authStrings);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const text = (message: string | undefined) =>
    message === 'mismatch' ? t('validation.mismatch') : translateAuthMessage(t, message);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateReset(password, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await authApi.resetPassword({ token, password });
      setDone(true);
      onDone?.();
    } catch (err: unknown) {
      setFailure(apiErrorMessage(err, t('reset.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Wrap data-savdo-reset-password="">
      <div>
        <FormTitle as={titleAs}>{t('reset.title')}</FormTitle>
        <FormSubtitle>{t('reset.subtitle')}</FormSubtitle>
      </div>
      {!token ? <FormMessage tone="danger">{t('reset.missingToken')}</FormMessage> : null}
      {!token || failure ? (
        <TextLink href={forgotPasswordHref}>{t('reset.requestNew')}</TextLink>
      ) : null}
      {done ? (
        <>
          <FormMessage tone="success">{t('reset.done')}</FormMessage>
          <TextLink href={signInHref}>{t('reset.toSignIn')}</TextLink>
        </>
      ) : token ? (
        <Form noValidate onSubmit={onSubmit} aria-label={t('reset.title')}>
          {failure ? <FormMessage tone="danger">{failure}</FormMessage> : null}
          <PasswordField
            label={t('reset.password')}
            name="password"
            autoComplete="new-password"
            value={password}
            error={text(errors.password)}
            onChange={(e) => {
              setPassword(e.target.value);
              if (submitted) setErrors(validateReset(e.target.value, confirm));
            }}
          />
          <PasswordField
            label={t('reset.confirm')}
            name="confirmPassword"
            autoComplete="new-password"
            value={confirm}
            error={text(errors.confirm)}
            onChange={(e) => {
              setConfirm(e.target.value);
              if (submitted) setErrors(validateReset(password, e.target.value));
            }}
          />
          <Button type="submit" block busy={busy}>
            {busy ? t('reset.busy') : t('reset.submit')}
          </Button>
        </Form>
      ) : (
        <TextLink href={signInHref}>{t('reset.toSignIn')}</TextLink>
      )}
    </Wrap>
  );
}
