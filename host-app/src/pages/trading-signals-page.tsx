// /trading-signals: the page title, then the signals widget (the same component partners embed
// as <savdo-signals>), which brings the feed, live updates, figures and notifications.
import { SignalsFeed } from '@savdo/widgets/signals';
import { useAppT } from '../i18n/app-strings';
import { PageHeader } from './page-header';

export default function TradingSignalsPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader
        title={t('pages.tradingSignals.title')}
        description={t('pages.tradingSignals.description')}
      />
      <SignalsFeed hideTitle />
    </>
  );
}
