// /resource-center/:id: the page title (the one h1), then the resource (its title an h2): an
// article's text, a PDF to open or download, a video link, or the buy action of a paid one.
import { useNavigate, useParams } from 'react-router';
import { ResourceDetail } from '@savdo/widgets/resources/resource';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { routeNumber } from '../courses/use-route-number';

export default function ResourcePage() {
  const t = useAppT();
  const navigate = useNavigate();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('pages.resourceDetail.title')} />
      <ResourceDetail resourceId={routeNumber(id)} onNavigate={(path) => void navigate(path)} />
    </>
  );
}
