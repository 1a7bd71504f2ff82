// /resource-center: the page title, then the resource center (the same component pages embed as
// <savdo-resource-center>); its cards link through the router.
import { useNavigate } from 'react-router';
import { ResourceCenter } from '@savdo/widgets/resources/center';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function ResourceCenterPage() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('pages.resourceCenter.title')}
        description={t('pages.resourceCenter.description')}
      />
      <ResourceCenter hideTitle onNavigate={(path) => void navigate(path)} />
    </>
  );
}
