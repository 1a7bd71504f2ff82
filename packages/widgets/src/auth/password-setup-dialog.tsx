// The forced password-setup dialog (docs/product.md, "Arriving through Google or Telegram"): it
// cannot be closed while the password is unset. A Telegram arrival sets an email and then a
// password; a Google arrival a password. Every text is the spec's Uzbek (core), in whatever
// language the page speaks.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  PASSWORD_DIALOG_TEXTS,
  apiErrorMessage,
  authApi,
  mergeUser,
  passwordDialogCopy,
  showPasswordChecklist,
  toast,
  validatePasswordSetup,
  type PasswordDialogMode,
  type PasswordSetupErrors,
} from '@savdo/core';
import type { PasswordSetupForm } from '@savdo/contract';
import { Button, Modal, TextField, token, useT } from '@savdo/ui';
import { authStrings } from './strings';
import { PasswordChecklistBox } from './password-checklist';
import { PasswordField } from './password-field';

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

export interface PasswordSetupDialogProps {
  mode: PasswordDialogMode;
  /** Called after both calls succeeded and the session user was updated. */
  onDone?: () => void;
}

export function PasswordSetupDialog({ mode, onDone }: PasswordSetupDialogProps) {
  const t = useT(authStrings);
  const copy = passwordDialogCopy(mode);
  const needsEmail = mode === 'email-and-password';
  const [form, setForm] = useState<PasswordSetupForm>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<PasswordSetupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set once the email call succeeded, so a retry after a failed password call skips it.
  const [emailSaved, setEmailSaved] = useState<string | null>(null);

  const update = (key: keyof PasswordSetupForm, value: string) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validatePasswordSetup(next, needsEmail));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = validatePasswordSetup(form, needsEmail);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const email = form.email?.trim() ?? '';
    try {
      if (needsEmail && emailSaved !== email) {
        await authApi.setEmail({ email });
        setEmailSaved(email);
      }
      await authApi.setPassword({ password: form.password });
    } catch (err: unknown) {
      setBusy(false);
      toast.error(apiErrorMessage(err, PASSWORD_DIALOG_TEXTS.genericError));
      return;
    }
    setBusy(false);
    mergeUser(needsEmail ? { email, is_password_set: true } : { is_password_set: true });
    toast.success(copy.success);
    onDone?.();
  };

  const showChecklist = showPasswordChecklist(form.password, focused);
  return (
    <Modal
      open
      dismissible={false}
      title={PASSWORD_DIALOG_TEXTS.title}
      description={copy.text}
      part="password-setup"
    >
      <Fields noValidate onSubmit={onSubmit} data-savdo-form="password-setup">
        {needsEmail ? (
          <TextField
            label={t('dialog.email')}
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={form.email ?? ''}
            error={errors.email}
            onChange={(e) => update('email', e.target.value)}
          />
        ) : null}
        <PasswordField
          label={t('dialog.password')}
          name="password"
          autoComplete="new-password"
          value={form.password}
          error={errors.password}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => update('password', e.target.value)}
        />
        {showChecklist ? <PasswordChecklistBox password={form.password} /> : null}
        <PasswordField
          label={t('dialog.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
        />
        <Button type="submit" block busy={busy}>
          {busy ? PASSWORD_DIALOG_TEXTS.busy : copy.button}
        </Button>
      </Fields>
    </Modal>
  );
}
