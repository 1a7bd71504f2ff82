// /profile: the page title, the profile widget (the same component pages embed as
// <savdo-profile>), and the balance history its balance box links to.
import styled from 'styled-components';
import { LaidOutGate, token } from '@savdo/ui';
import { BalanceHistory } from '@savdo/widgets/payments';
import { Profile, ProfileLoading } from '@savdo/widgets/profile/profile';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

const History = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin-top: ${token('space-6')};
  scroll-margin-top: ${token('space-7')};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
`;

export default function ProfilePage() {
  const t = useAppT();
  return (
    <>
      <PageHeader title={t('pages.profile.title')} description={t('pages.profile.description')} />
      {/* The history stands below the profile: it comes once the profile is laid out, so the
          profile's sections arriving do not push it down (ui's hooks/laid-out-gate.tsx). */}
      <LaidOutGate placeholder={<ProfileLoading />}>
        <Profile hideTitle plansHref="/upgrade-plan" balanceHistoryHref="#balance-history" />
        <History id="balance-history" aria-labelledby="profile-balance-history-title">
          <SectionTitle id="profile-balance-history-title">
            {t('pages.paymentReturn.history')}
          </SectionTitle>
          <BalanceHistory hideTitle />
        </History>
      </LaidOutGate>
    </>
  );
}
