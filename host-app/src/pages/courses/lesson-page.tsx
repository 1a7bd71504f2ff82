// /video-courses/lessons/:lessonId: a lesson opened directly. The lesson call names its course,
// and the page goes to the player at that lesson (replacing this address).
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { lessonQuery } from '@savdo/core/courses';
import { EmptyState, LoadFailed, Skeleton, useStore } from '@savdo/ui';
import { coursePaths } from '@savdo/ui/courses';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { routeNumber } from './use-route-number';

function OpenLesson({ lessonId }: { lessonId: number }) {
  const t = useAppT();
  const $lesson = useMemo(() => lessonQuery(lessonId), [lessonId]);
  const value = useStore($lesson);
  const lesson = value.data?.result;
  if (lesson) return <Navigate to={coursePaths.player(lesson.course_id, lesson.id)} replace />;
  if (value.error !== undefined && !value.loading) {
    return (
      <LoadFailed
        title={t('pages.notFound.title')}
        retryLabel={t('dashboard.reload')}
        onRetry={() => $lesson.invalidate()}
      />
    );
  }
  return <Skeleton height={320} />;
}

export default function LessonPage() {
  const t = useAppT();
  const { lessonId } = useParams();
  const id = routeNumber(lessonId);
  return (
    <>
      <PageHeader title={t('pages.lesson.title')} />
      {id === undefined ? (
        <EmptyState title={t('pages.notFound.title')} />
      ) : (
        <OpenLesson lessonId={id} />
      )}
    </>
  );
}
