// /analytics: the page title, then the trader's figures (the same component as <savdo-analytics>);
// its links go through the router.
import { useNavigate } from 'react-router';
import { Analytics } from '@savdo/widgets/analytics';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function AnalyticsPage() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('pages.analytics.title')}
        description={t('pages.analytics.description')}
      />
      <Analytics hideTitle onNavigate={(path) => void navigate(path)} />
    </>
  );
}
