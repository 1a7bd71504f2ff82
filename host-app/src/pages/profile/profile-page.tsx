// /profile: the page title, the profile widget (the same component pages embed as
// <savdo-profile>), and the balance history its balance box links to.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { LaidOutGate, Skeleton, token } from '@savdo/ui';
import { Profile, ProfileLoading } from '@savdo/widgets/profile/profile';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

// The history stands below the profile and is drawn only once the profile is laid out, so its
// code (the payments widget, about 9 KB gzip) loads alongside the profile's answers rather than
// before the page's first paint: /profile's first load stays under its 110 KB target
// (docs/decisions/0082-performance-targets.md).
const BalanceHistory = lazy(() =>
  import('@savdo/widgets/payments').then((m) => ({ default: m.BalanceHistory })),
);

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
          <Suspense fallback={<Skeleton height={160} />}>
            <BalanceHistory hideTitle />
          </Suspense>
        </History>
      </LaidOutGate>
    </>
  );
}
