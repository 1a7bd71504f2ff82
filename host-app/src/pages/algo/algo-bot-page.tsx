// /algo-trading/:id: the page title (the one h1), then the bot's page widget (figures, monthly
// returns, purchase, reviews).
import { useParams } from 'react-router';
import { AlgoBot } from '@savdo/widgets/algo/bot';
import { useAppT } from '../../i18n/app-strings';
import { routeNumber } from '../courses/use-route-number';
import { PageHeader } from '../page-header';

export default function AlgoBotPage() {
  const t = useAppT();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('pages.algoDetail.title')} />
      <AlgoBot botId={routeNumber(id)} />
    </>
  );
}
