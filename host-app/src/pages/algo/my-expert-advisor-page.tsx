// /algo-trading/my/:id: the page title (the one h1: the bot's name once my expert advisor has
// loaded, the generic title until then, also in the document title), then my expert advisor's
// page widget, which shares the query with this header.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { myExpertAdvisorQuery } from '@savdo/core/algo';
import { useStore } from '@savdo/ui';
import { MyExpertAdvisor } from '@savdo/widgets/algo/my-expert-advisor';
import { useAppT } from '../../i18n/app-strings';
import { usePageName } from '../../routes/page-name';
import { routeNumber } from '../courses/use-route-number';
import { PageHeader } from '../page-header';

function EaHeader({ purchaseId }: { purchaseId: number }) {
  const t = useAppT();
  const $ea = useMemo(() => myExpertAdvisorQuery(purchaseId), [purchaseId]);
  const name = useStore($ea).data?.result.name ?? null;
  usePageName(name);
  return <PageHeader title={name ?? t('pages.myAlgo.title')} />;
}

export default function MyExpertAdvisorPage() {
  const t = useAppT();
  const purchaseId = routeNumber(useParams().id);
  return (
    <>
      {purchaseId ? (
        <EaHeader purchaseId={purchaseId} />
      ) : (
        <PageHeader title={t('pages.myAlgo.title')} />
      )}
      <MyExpertAdvisor purchaseId={purchaseId} />
    </>
  );
}
