// Sign-in with username or email and password (the sign-in rules of docs/product.md, core's
// validator). A failure shows the server's message, or 'Login failed' when it has none. Forgot
// password is shown as coming soon, as the spec has it.
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, signIn, validateSignIn, type SignInErrors } from '@savdo/core';
import { Button, TextField, useT } from '@savdo/ui';
import { authStrings } from './strings';
import { FooterNote, Form, FormMessage, LinkButton } from './form-parts';
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
}: SignInFormProps) {
  const t = useT(authStrings);
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

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
          aria-expanded={forgotOpen}
          onClick={() => setForgotOpen((o) => !o)}
        >
          {t('signIn.forgot')}
        </LinkButton>
      </ForgotRow>
      {forgotOpen ? <FormMessage tone="info">{t('signIn.forgotSoon')}</FormMessage> : null}
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
