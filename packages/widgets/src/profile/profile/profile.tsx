// <Profile>: the signed-in user's profile page in sections: picture and details, email, linked
// accounts, subscription and balance, visibility, password, devices. Every change goes through
// useProfileAction (the server's message or 'Failed to update profile') and its answer is shown
// at once through core's profile store and session.
import { useId } from 'react';
import styled from 'styled-components';
import type { ProfileVisibility } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { $profile, saveProfile } from '@savdo/core/profile';
import {
  ChoiceCards,
  LoadFailed,
  SignInNotice,
  Skeleton,
  token,
  useEmit,
  useOwnSession,
  useStore,
  useT,
  visuallyHidden,
  WidgetTitle,
  LaidOutGate,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { AccountSummary } from './account-summary';
import { AvatarSection } from './avatar-section';
import { DetailsForm } from './details-form';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { LinkedAccounts } from './linked-accounts';
import type { profileManifest } from './manifest';
import { PasswordForm } from './password-form';
import { ProfileSection } from './section';
import { profileStrings } from './strings';
import { useProfileAction } from './use-profile-action';

export interface ProfileProps {
  hideTitle?: boolean;
  /** Where the subscription box links; /upgrade-plan by default. */
  plansHref?: string;
  /** Where the balance box links; #balance-history by default. */
  balanceHistoryHref?: string;
}

const Region = styled.section`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
`;

const HiddenTitle = styled.h2`
  ${visuallyHidden}
`;

const VISIBILITIES: ProfileVisibility[] = ['public', 'private', 'friends'];

export function Profile({
  hideTitle = false,
  plansHref = '/upgrade-plan',
  balanceHistoryHref = '#balance-history',
}: ProfileProps) {
  const t = useT(profileStrings);
  const titleId = useId();
  const emit = useEmit<typeof profileManifest>();
  const { signedIn, apiBase } = useOwnSession();
  const { mode } = useStore($coreConfig);
  if (mode === 'public' || !signedIn) {
    return (
      <SignInNotice
        data-savdo-profile="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={`${apiBase}/auth`}
      />
    );
  }
  return (
    <Region aria-labelledby={titleId} data-savdo-profile="">
      {hideTitle ? (
        <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
      ) : (
        <WidgetTitle id={titleId}>{t('title')}</WidgetTitle>
      )}
      <ProfileBody
        plansHref={plansHref}
        balanceHistoryHref={balanceHistoryHref}
        onSaved={(user) => emit('savdo-profile-updated', { user })}
      />
    </Region>
  );
}

/** The profile's place while it loads (also a page's, while it holds what stands below). */
export function ProfileLoading() {
  return (
    <Column aria-busy="true" data-profile-loading="">
      <Skeleton height={120} />
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Column>
  );
}

function ProfileBody({
  plansHref,
  balanceHistoryHref,
  onSaved,
}: {
  plansHref: string;
  balanceHistoryHref: string;
  onSaved: Parameters<typeof DetailsForm>[0]['onSaved'];
}) {
  const t = useT(profileStrings);
  const value = useStore($profile);
  const details = useProfileAction();
  const avatar = useProfileAction();
  const email = useProfileAction();
  const accounts = useProfileAction();
  const visibility = useProfileAction();
  const password = useProfileAction();
  const devices = useProfileAction();
  useReportSettled(hasAnswered(value));

  if (value.error !== undefined && !value.loading && !value.data) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $profile.invalidate()}
      />
    );
  }
  const user = value.data?.result;
  if (!user) return <ProfileLoading />;
  // The linked accounts and the devices load on their own: the sections are drawn once they
  // have, so neither pushes the sections below it down (ui's hooks/laid-out-gate.tsx).
  return (
    <LaidOutGate placeholder={<ProfileLoading />}>
      <Columns>
        <Column>
          <ProfileSection title={t('details.title')} part="details">
            <AvatarSection user={user} action={avatar} />
            {/* Keyed by the saved values, so a change saved elsewhere refills the form. */}
            <DetailsForm
              key={`${user.first_name}|${user.last_name}|${user.username}|${user.phone ?? ''}`}
              user={user}
              action={details}
              {...(onSaved ? { onSaved } : {})}
            />
          </ProfileSection>
          <ProfileSection title={t('email.title')} part="email">
            <EmailSection user={user} action={email} />
          </ProfileSection>
          <ProfileSection
            title={user.is_password_set ? t('password.title') : t('password.setTitle')}
            part="password"
          >
            <PasswordForm user={user} action={password} />
          </ProfileSection>
        </Column>
        <Column>
          <AccountSummary
            user={user}
            plansHref={plansHref}
            balanceHistoryHref={balanceHistoryHref}
          />
          <ProfileSection title={t('visibility.title')} part="visibility-section">
            <ChoiceCards
              part="visibility"
              legend={t('visibility.title')}
              value={user.profile_visibility ?? 'public'}
              disabled={visibility.busy}
              choices={VISIBILITIES.map((v) => ({
                value: v,
                label: t(`visibility.${v}`),
                hint: t(`visibility.${v}Hint`),
              }))}
              onChange={(v) =>
                void visibility.run(() => saveProfile({ profile_visibility: v }), t('saved'))
              }
            />
          </ProfileSection>
          <ProfileSection title={t('accounts.title')} part="accounts">
            <LinkedAccounts user={user} action={accounts} />
          </ProfileSection>
          <ProfileSection title={t('devices.title')} part="devices-section">
            <DevicesSection action={devices} />
          </ProfileSection>
        </Column>
      </Columns>
    </LaidOutGate>
  );
}
