// /trading-signals: the page title, then the signals widget (the same component partners embed
// as <savdo-signals>), which brings the feed, live updates, figures and notifications. The tab
// and filters live in the URL (?tab=crypto&type=buy&status=active): a reload or a shared link
// shows the same list.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SignalsFeed, filterChoiceOf, type SignalsFilterChoice } from '@savdo/widgets/signals';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function TradingSignalsPage() {
  const t = useAppT();
  const [params, setParams] = useSearchParams();
  const choice = filterChoiceOf({
    tab: params.get('tab'),
    signalType: params.get('type'),
    status: params.get('status'),
  });
  const remember = useCallback(
    (next: SignalsFilterChoice) => {
      const query = new URLSearchParams();
      if (next.tab !== 'all') query.set('tab', next.tab);
      if (next.signalType) query.set('type', next.signalType);
      if (next.status) query.set('status', next.status);
      setParams(query, { replace: true });
    },
    [setParams],
  );
  return (
    <>
      <PageHeader
        title={t('pages.tradingSignals.title')}
        description={t('pages.tradingSignals.description')}
      />
      <SignalsFeed hideTitle {...choice} onFiltersChange={remember} />
    </>
  );
}
