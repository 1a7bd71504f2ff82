// /algo-trading/my/:id: the page title (the one h1), then my expert advisor's page widget.
import { useParams } from 'react-router';
import { MyExpertAdvisor } from '@savdo/widgets/algo/my-expert-advisor';
import { useAppT } from '../../i18n/app-strings';
import { routeNumber } from '../courses/use-route-number';
import { PageHeader } from '../page-header';

export default function MyExpertAdvisorPage() {
  const t = useAppT();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('pages.myAlgo.title')} />
      <MyExpertAdvisor purchaseId={routeNumber(id)} />
    </>
  );
}
