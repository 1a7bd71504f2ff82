// /video-courses/:courseId/player and /player/:lessonId: the course player, its title the
// course's name in the page's language once it has loaded (the generic title until then, also in
// the document title). Choosing a lesson puts its address in the bar (replace: Back leaves the
// player rather than walking its lessons).
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { courseQuery, courseText } from '@savdo/core/courses';
import { useLanguage, useStore } from '@savdo/ui';
import { CoursePlayer } from '@savdo/widgets/courses/player';
import { useAppT } from '../../i18n/app-strings';
import { usePageName } from '../../routes/page-name';
import { PageHeader } from '../page-header';
import { routeNumber } from './use-route-number';

function CourseHeader({ courseId }: { courseId: number }) {
  const t = useAppT();
  const lang = useLanguage();
  const $course = useMemo(() => courseQuery(courseId), [courseId]);
  const course = useStore($course).data?.result;
  const name = course ? courseText(course, lang).title : null;
  usePageName(name);
  return <PageHeader title={name ?? t('pages.coursePlayer.title')} />;
}

export default function CoursePlayerPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const { courseId, lessonId } = useParams();
  const id = routeNumber(courseId);
  return (
    <>
      {id ? <CourseHeader courseId={id} /> : <PageHeader title={t('pages.coursePlayer.title')} />}
      <CoursePlayer
        courseId={id}
        lessonId={routeNumber(lessonId)}
        onNavigate={(path) => void navigate(path, { replace: path.includes('/player') })}
      />
    </>
  );
}
