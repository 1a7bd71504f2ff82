// /algo-trading: the page title, then the Expert Advisor market (the same component pages embed
// as <savdo-algo-market>); its links go through the router.
import { useNavigate } from 'react-router';
import { AlgoMarket } from '@savdo/widgets/algo/market';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function AlgoTradingPage() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('pages.algoTrading.title')}
        description={t('pages.algoTrading.description')}
      />
      <AlgoMarket hideTitle onNavigate={(path) => void navigate(path)} />
    </>
  );
}
