// Registration: first name, last name, email, password and the policy box (docs/product.md,
// "Registration"; decision 3). On success the visitor is signed in with the same credentials, so
// they land on the page they came for. A failure shows the server's message, or 'Registration
// failed'.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import {
  apiErrorMessage,
  apiFieldErrors,
  authApi,
  signIn,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationInput,
  $coreConfig,
} from '@savdo/core';
import { Button, Checkbox, TextField, useStore, useT, TextLink } from '@savdo/ui';
import { authStrings } from './strings';
import { FieldRow, FooterNote, Form, FormMessage, LinkButton } from './form-parts';
import { PasswordField } from './password-field';
import { translateAuthMessage } from './validation-text';

export interface RegistrationFormProps {
  /** Called once the new account is signed in. */
  onRegistered?: () => void;
  /** Shows a link to the sign-in form when given. */
  onSwitchToSignIn?: () => void;
}

const EMPTY: RegistrationInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  acceptTerms: false,
};

const SHOWN_FIELDS: readonly (keyof RegistrationErrors)[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'acceptTerms',
];

/** The server's per-field messages for the fields this form shows; others are left out. */
function shownFieldErrors(fields: Record<string, string>): RegistrationErrors {
  const shown: RegistrationErrors = {};
  for (const field of SHOWN_FIELDS) {
    const message = fields[field];
    if (message !== undefined && message.trim() !== '') shown[field] = message;
  }
  return shown;
}

// The policy sentence is translated whole, with markers where its two links go, so each
// language keeps its own word order (uz puts the case ending after the second link).
const PRIVACY_MARK = '\ue000';
const TERMS_MARK = '\ue001';

function TermsLabel({
  template,
  privacy,
  terms,
}: {
  template: string;
  privacy: ReactNode;
  terms: ReactNode;
}) {
  return (
    <>
      {template
        .split(/([\ue000\ue001])/)
        .map((piece, i) =>
          piece === PRIVACY_MARK ? (
            <Fragment key={i}>{privacy}</Fragment>
          ) : piece === TERMS_MARK ? (
            <Fragment key={i}>{terms}</Fragment>
          ) : (
            piece
          ),
        )}
    </>
  );
}

export function RegistrationForm({ onRegistered, onSwitchToSignIn }: RegistrationFormProps) {
  const t = useT(authStrings);
  const { apiBase } = useStore($coreConfig);
  const [form, setForm] = useState<RegistrationInput>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const update = <K extends keyof RegistrationInput>(key: K, value: RegistrationInput[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validateRegistration(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateRegistration(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const email = form.email.trim();
    try {
      await authApi.register({
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email,
        password: form.password,
      });
    } catch (err: unknown) {
      setBusy(false);
      const fieldErrors = shownFieldErrors(apiFieldErrors(err));
      setErrors(fieldErrors);
      // A message the server gives for a field is shown under that field only; the top alert is
      // for failures no field of the form explains.
      setFailure(
        Object.keys(fieldErrors).length > 0 ? null : apiErrorMessage(err, t('register.failed')),
      );
      return;
    }
    try {
      await signIn(email, form.password);
      setBusy(false);
      onRegistered?.();
    } catch (err: unknown) {
      setBusy(false);
      setFailure(apiErrorMessage(err, t('signIn.failed')));
    }
  };

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('register.title')}
      data-savdo-form="register"
    >
      {failure ? <FormMessage tone="danger">{failure}</FormMessage> : null}
      <FieldRow>
        <TextField
          label={t('register.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          error={translateAuthMessage(t, errors.first_name)}
          onChange={(e) => update('first_name', e.target.value)}
        />
        <TextField
          label={t('register.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          error={translateAuthMessage(t, errors.last_name)}
          onChange={(e) => update('last_name', e.target.value)}
        />
      </FieldRow>
      <TextField
        label={t('register.email')}
        name="email"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={form.email}
        error={translateAuthMessage(t, errors.email)}
        onChange={(e) => update('email', e.target.value)}
      />
      <PasswordField
        label={t('register.password')}
        name="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        value={form.password}
        error={translateAuthMessage(t, errors.password)}
        onChange={(e) => update('password', e.target.value)}
      />
      <Checkbox
        label={
          <TermsLabel
            template={t('register.terms', { privacy: PRIVACY_MARK, terms: TERMS_MARK })}
            privacy={
              <TextLink href={`${apiBase}/privacy`} target="_blank" rel="noopener">
                {t('register.privacyLink')}
              </TextLink>
            }
            terms={
              <TextLink href={`${apiBase}/terms`} target="_blank" rel="noopener">
                {t('register.termsLink')}
              </TextLink>
            }
          />
        }
        name="acceptTerms"
        checked={form.acceptTerms}
        error={translateAuthMessage(t, errors.acceptTerms)}
        onChange={(e) => update('acceptTerms', e.target.checked)}
      />
      <Button type="submit" block busy={busy}>
        {busy ? t('register.busy') : t('register.submit')}
      </Button>
      {onSwitchToSignIn ? (
        <FooterNote>
          {t('register.haveAccount')}{' '}
          <LinkButton type="button" onClick={onSwitchToSignIn}>
            {t('register.toSignIn')}
          </LinkButton>
        </FooterNote>
      ) : null}
    </Form>
  );
}
