// /trading-journal: the page title (the one h1), then the trading journal widget (filters,
// statistics, entries, the entry form and CSV export/import).
import { TradingJournal } from '@savdo/widgets/journal';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function JournalPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader title={t('pages.tradingJournal.title')} />
      <TradingJournal hideTitle />
    </>
  );
}
