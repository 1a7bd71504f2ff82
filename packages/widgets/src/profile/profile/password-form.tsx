// Change the password (the current one is required when one is set), or set a first one for a
// Google or Telegram arrival. The server then signs every other device out.
import { useState, type FormEvent } from 'react';
import type { ApiUser } from '@savdo/contract';
import { $devices, accountApi, passwordChangeProblem, profileChanged } from '@savdo/core/profile';
import { Button, TextField, useT } from '@savdo/ui';
import { FormRow, Muted } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

const EMPTY = { current: '', next: '', confirm: '' };

export function PasswordForm({ user, action }: { user: ApiUser; action: ProfileAction }) {
  const t = useT(profileStrings);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof passwordChangeProblem>>(null);
  const hasPassword = user.is_password_set;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordChangeProblem({ ...form, hasPassword });
    setProblem(found);
    if (found) return;
    const answer = await action.run(
      () =>
        accountApi.setPassword({
          password: form.next,
          ...(hasPassword ? { current_password: form.current } : {}),
        }),
      t('password.done'),
    );
    if (answer) {
      profileChanged(answer.result);
      setForm(EMPTY);
      $devices.invalidate();
    }
  };

  const set = (field: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblem(null);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate part="password-form">
      <FormRow>
        {hasPassword ? (
          <TextField
            label={t('password.current')}
            type="password"
            name="current_password"
            autoComplete="current-password"
            value={form.current}
            error={
              problem === 'current-required' ? t('required') : action.fieldErrors.current_password
            }
            onChange={(e) => set('current', e.currentTarget.value)}
          />
        ) : null}
        <TextField
          label={t('password.next')}
          type="password"
          name="new_password"
          autoComplete="new-password"
          value={form.next}
          error={problem === 'short' ? t('password.short') : action.fieldErrors.password}
          onChange={(e) => set('next', e.currentTarget.value)}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          name="confirm_password"
          autoComplete="new-password"
          value={form.confirm}
          error={problem === 'mismatch' ? t('password.mismatch') : undefined}
          onChange={(e) => set('confirm', e.currentTarget.value)}
        />
      </FormRow>
      <Muted style={{ margin: '8px 0' }}>{t('password.explain')}</Muted>
      <Button type="submit" variant="secondary" busy={action.busy}>
        {hasPassword ? t('password.submit') : t('password.setSubmit')}
      </Button>
    </form>
  );
}
