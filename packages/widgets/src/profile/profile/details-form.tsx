// First name, last name, username (checked live through GET /users/check as it is typed) and
// phone, saved together. Mistakes are shown beside their fields before anything is sent.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { ApiUser } from '@savdo/contract';
import {
  createUsernameCheck,
  isValidPhone,
  nameProblem,
  saveProfile,
  type UsernameCheckState,
} from '@savdo/core/profile';
import { Button, TextField, useStore, useT, type StringKey, type Translate } from '@savdo/ui';
import { Actions, FormRow } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

type Errors = Partial<Record<'first_name' | 'last_name' | 'username' | 'phone', string>>;

export function DetailsForm({
  user,
  action,
  onSaved,
}: {
  user: ApiUser;
  action: ProfileAction;
  onSaved?: (user: ApiUser) => void;
}) {
  const t = useT(profileStrings);
  const [form, setForm] = useState({
    first_name: user.first_name,
    last_name: user.last_name,
    username: user.username,
    phone: user.phone ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const check = useMemo(() => createUsernameCheck(), []);
  useEffect(() => () => check.dispose(), [check]);
  const availability = useStore(check.$state);

  const set = (field: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'username') check.input(value, user.username);
  };

  const validate = (): Errors => {
    const found: Errors = {};
    const nameText = (p: ReturnType<typeof nameProblem>) =>
      p === 'required' ? t('required') : p === 'short' ? t('details.nameShort') : undefined;
    found.first_name = nameText(nameProblem(form.first_name));
    found.last_name = nameText(nameProblem(form.last_name));
    if (availability.status === 'invalid') found.username = t('details.usernameInvalid');
    if (availability.status === 'taken') found.username = t('details.taken');
    if (form.phone.trim() !== '' && !isValidPhone(form.phone)) {
      found.phone = t('details.invalidPhone');
    }
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await action.run(
      () =>
        saveProfile({
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          username: form.username.trim(),
          phone: form.phone.trim() === '' ? null : form.phone.trim(),
        }),
      t('saved'),
    );
    if (saved) {
      check.input(saved.username, saved.username);
      onSaved?.(saved);
    }
  };

  const server = action.fieldErrors;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate part="details-form">
      <FormRow>
        <TextField
          label={t('details.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          error={errors.first_name ?? server.first_name}
          onChange={(e) => set('first_name', e.currentTarget.value)}
        />
        <TextField
          label={t('details.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          error={errors.last_name ?? server.last_name}
          onChange={(e) => set('last_name', e.currentTarget.value)}
        />
        <TextField
          label={t('details.username')}
          name="username"
          autoComplete="username"
          value={form.username}
          error={errors.username ?? server.username ?? usernameError(availability, t)}
          hint={usernameHint(availability, t)}
          onChange={(e) => set('username', e.currentTarget.value)}
        />
        <TextField
          label={t('details.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phone}
          error={errors.phone ?? server.phone}
          hint={t('details.phoneHint')}
          onChange={(e) => set('phone', e.currentTarget.value)}
        />
      </FormRow>
      <Actions style={{ marginTop: 16 }}>
        <Button type="submit" busy={action.busy} data-profile-save="">
          {t('save')}
        </Button>
      </Actions>
    </form>
  );
}

type T = Translate<StringKey<typeof profileStrings.uz>>;

function usernameError(state: UsernameCheckState, t: T): string | undefined {
  if (state.status === 'invalid') return t('details.usernameInvalid');
  if (state.status === 'taken') return t('details.taken');
  return undefined;
}

function usernameHint(state: UsernameCheckState, t: T): string {
  switch (state.status) {
    case 'checking':
      return t('details.checking');
    case 'available':
      return t('details.available');
    case 'failed':
      return t('details.checkFailed');
    default:
      return t('details.usernameHint');
  }
}
