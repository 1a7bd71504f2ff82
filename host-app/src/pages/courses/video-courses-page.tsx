// /video-courses: the page title, then the course catalog (the same component pages embed as
// <savdo-course-catalog>); its links go through the router.
import { useNavigate } from 'react-router';
import { CourseCatalog } from '@savdo/widgets/courses/catalog';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function VideoCoursesPage() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('pages.videoCourses.title')}
        description={t('pages.videoCourses.description')}
      />
      <CourseCatalog hideTitle onNavigate={(path) => void navigate(path)} />
    </>
  );
}
