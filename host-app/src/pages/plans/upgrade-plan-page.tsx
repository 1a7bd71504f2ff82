// /upgrade-plan: the page title, then the plans widget (the same component own-origin pages embed
// as <savdo-plans>): the current plan with cancel / resume, the plans side by side, and the
// purchase dialog whose top-up opens the balance chip's dialog pre-filled.
import { Plans } from '@savdo/widgets/plans';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function UpgradePlanPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader
        title={t('pages.upgradePlan.title')}
        description={t('pages.upgradePlan.description')}
      />
      <Plans hideTitle />
    </>
  );
}
