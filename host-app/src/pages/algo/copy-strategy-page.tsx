// /copy-trade/:id: the page title (the one h1), then the strategy's page widget (figures, risk
// score, chart, monthly returns, open trades, the follow); its links go through the router.
import { useNavigate, useParams } from 'react-router';
import { CopyStrategy } from '@savdo/widgets/algo/copy-strategy';
import { useAppT } from '../../i18n/app-strings';
import { routeNumber } from '../courses/use-route-number';
import { PageHeader } from '../page-header';

export default function CopyStrategyPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('pages.copyStrategy.title')} />
      <CopyStrategy strategyId={routeNumber(id)} onNavigate={(path) => void navigate(path)} />
    </>
  );
}
