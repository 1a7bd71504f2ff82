// /video-courses/:id: the page title (the one h1), then the course widget (its title an h2,
// its modules with lessons, buying a module); lesson links go through the router.
import { useNavigate, useParams } from 'react-router';
import { Course } from '@savdo/widgets/courses/course';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { routeNumber } from './use-route-number';

export default function CoursePage() {
  const t = useAppT();
  const navigate = useNavigate();
  const { id } = useParams();
  return (
    <>
      <PageHeader title={t('pages.courseDetail.title')} />
      <Course courseId={routeNumber(id)} onNavigate={(path) => void navigate(path)} />
    </>
  );
}
