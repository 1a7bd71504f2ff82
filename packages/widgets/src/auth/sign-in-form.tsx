// Sign-in with username or email and password (the sign-in rules of docs/product.md, core's
// validator). A failure shows the server's message, or 'Login failed' when it has none. "Forgot
// password?" opens the password-recovery form (the spec showed it as coming soon; its calls
// exist, so the real flow ships: docs/decisions/0280-password-recovery.md): the parent's, or in
// place of this form when the parent has none.
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, signIn, validateSignIn, type SignInErrors } from '@savdo/core';
import { Button, TextField, useT } from '@savdo/ui';
import { authStrings } from './strings';
import { FooterNote, Form, FormMessage, LinkButton } from './form-parts';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordField } from './password-field';
import { translateAuthMessage } from './validation-text';
import styled from 'styled-components';

export interface SignInFormProps {
  /** Called after the session is stored. */
  onSignedIn?: () => void;
  /** Shows a link to the registration form when given. */
  onSwitchToRegister?: () => void;
  /** Prefills the username field (e.g. after registration). */
  initialUsername?: string;
  /**
   * Opens the password-recovery form with what the username field holds; without it the form
   * replaces this one until "Back to sign in".
   */
  onForgotPassword?: (login: string) => void;
}

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
  font-size: 13px;
`;

export function SignInForm({
  onSignedIn,
  onSwitchToRegister,
  initialUsername = '',
  onForgotPassword,
}: SignInFormProps) {
  const t = useT(authStrings);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The recovery form in place of this one, opened with this login; null while signing in. */
  const [recovering, setRecovering] = useState<string | null>(null);

  const revalidate = (next: { username: string; password: string }) => {
    if (submitted) setErrors(validateSignIn(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateSignIn({ username, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await signIn(username.trim(), password);
      setBusy(false);
      onSignedIn?.();
    } catch (err: unknown) {
      setBusy(false);
      setFailure(apiErrorMessage(err, t('signIn.failed')));
    }
  };

  if (recovering !== null)
    return (
      <ForgotPasswordForm
        titleAs="h2"
        initialLogin={recovering}
        onBack={() => setRecovering(null)}
      />
    );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('signIn.title')} data-savdo-form="sign-in">
      {failure ? <FormMessage tone="danger">{failure}</FormMessage> : null}
      <TextField
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        error={translateAuthMessage(t, errors.username)}
        onChange={(e) => {
          setUsername(e.target.value);
          revalidate({ username: e.target.value, password });
        }}
      />
      <PasswordField
        label={t('signIn.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={translateAuthMessage(t, errors.password)}
        onChange={(e) => {
          setPassword(e.target.value);
          revalidate({ username, password: e.target.value });
        }}
      />
      <ForgotRow>
        <LinkButton
          type="button"
          onClick={() =>
            onForgotPassword ? onForgotPassword(username.trim()) : setRecovering(username.trim())
          }
        >
          {t('signIn.forgot')}
        </LinkButton>
      </ForgotRow>
      <Button type="submit" block busy={busy}>
        {busy ? t('signIn.busy') : t('signIn.submit')}
      </Button>
      {onSwitchToRegister ? (
        <FooterNote>
          {t('signIn.noAccount')}{' '}
          <LinkButton type="button" onClick={onSwitchToRegister}>
            {t('signIn.toRegister')}
          </LinkButton>
        </FooterNote>
      ) : null}
    </Form>
  );
}
