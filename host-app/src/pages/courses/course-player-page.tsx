// /video-courses/:courseId/player and /player/:lessonId: the course player. Choosing a lesson
// puts its address in the bar (replace: Back leaves the player rather than walking its lessons).
import { useNavigate, useParams } from 'react-router';
import { CoursePlayer } from '@savdo/widgets/courses/player';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { routeNumber } from './use-route-number';

export default function CoursePlayerPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const { courseId, lessonId } = useParams();
  return (
    <>
      <PageHeader title={t('pages.coursePlayer.title')} />
      <CoursePlayer
        courseId={routeNumber(courseId)}
        lessonId={routeNumber(lessonId)}
        onNavigate={(path) => void navigate(path, { replace: path.includes('/player') })}
      />
    </>
  );
}
