// The email: the current address and whether it is verified, a change waiting for its link
// (send again, cancel), and the change form (decision 0220: the new address becomes the email
// only once its link is opened; the current password is asked when one is set).
import { useState, type FormEvent } from 'react';
import type { ApiUser } from '@savdo/contract';
import { accountApi, profileChanged } from '@savdo/core/profile';
import { Badge, Button, TextField, useT } from '@savdo/ui';
import { Actions, FormRow, Muted } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailSection({ user, action }: { user: ApiUser; action: ProfileAction }) {
  const t = useT(profileStrings);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pending = user.pending_email ?? null;

  const send = async (address: string) => {
    const answer = await action.run(
      () =>
        accountApi.setEmail({
          email: address,
          ...(user.is_password_set ? { current_password: password } : {}),
        }),
      t('email.sent', { email: address }),
    );
    if (answer) {
      profileChanged(answer.result);
      setEmail('');
      setPassword('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(address === '' ? t('required') : t('email.invalid'));
      return;
    }
    setError(null);
    await send(address);
  };

  const cancel = async () => {
    const answer = await action.run(() => accountApi.cancelEmailChange());
    if (answer) profileChanged(answer.result);
  };

  return (
    <>
      <Actions>
        <strong data-profile-email="">{user.email ?? t('email.none')}</strong>
        {user.email ? (
          <Badge tone={user.is_verified ? 'success' : 'warning'}>
            {user.is_verified ? t('email.verified') : t('email.unverified')}
          </Badge>
        ) : null}
      </Actions>
      {pending ? (
        <div role="status" data-profile-pending-email="">
          <Muted>{t('email.pending', { email: pending })}</Muted>
          <Actions style={{ marginTop: 8 }}>
            <Button
              size="sm"
              variant="secondary"
              busy={action.busy}
              // With a password the form below asks for it: the address is filled in there.
              onClick={() => (user.is_password_set ? setEmail(pending) : void send(pending))}
            >
              {t('email.resend')}
            </Button>
            <Button size="sm" variant="ghost" busy={action.busy} onClick={() => void cancel()}>
              {t('email.cancelChange')}
            </Button>
          </Actions>
        </div>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate part="email-form">
        <FormRow>
          <TextField
            label={t('email.newEmail')}
            type="email"
            name="new_email"
            autoComplete="email"
            value={email}
            error={error ?? action.fieldErrors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          {user.is_password_set ? (
            <TextField
              label={t('email.currentPassword')}
              type="password"
              name="email_current_password"
              autoComplete="current-password"
              value={password}
              error={action.fieldErrors.current_password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
          ) : null}
        </FormRow>
        <Muted style={{ margin: '8px 0' }}>{t('email.explain')}</Muted>
        <Button type="submit" variant="secondary" busy={action.busy}>
          {t('email.change')}
        </Button>
      </form>
    </>
  );
}
