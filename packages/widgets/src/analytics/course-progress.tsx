// Learning progress: GET /dashboard/video-course/stats, with the lesson to continue.
import { formatNumber } from '@savdo/core';
import { $videoCourseStats, courseText } from '@savdo/core/courses';
import {
  LoadFailed,
  Skeleton,
  TextLink,
  useLanguage,
  useStore,
  useT,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { CourseLink, coursePaths, type NavigateTo } from '@savdo/ui/courses';
import { Figure, Section } from './section';
import { analyticsStrings } from './strings';

export function CourseProgressSection({ onNavigate }: { onNavigate?: NavigateTo }) {
  const t = useT(analyticsStrings);
  const lang = useLanguage();
  const stats = useStore($videoCourseStats);
  useReportSettled(hasAnswered(stats));
  const data = stats.data?.result;
  return (
    <Section part="courses" aria-labelledby="analytics-courses">
      <h2 id="analytics-courses">{t('courses.title')}</h2>
      {data ? (
        data.courses_started === 0 ? (
          <p>
            {t('courses.empty')}.{' '}
            <TextLink as={CourseLink} to={coursePaths.catalog()} onNavigate={onNavigate}>
              {t('courses.browse')}
            </TextLink>
          </p>
        ) : (
          <>
            <dl>
              <Figure
                name={t('courses.started')}
                value={formatNumber(data.courses_started, lang)}
              />
              <Figure
                name={t('courses.completed')}
                value={formatNumber(data.courses_completed, lang)}
              />
              <Figure
                name={t('courses.lessons')}
                value={formatNumber(data.lessons_completed, lang)}
              />
            </dl>
            <label>
              <p>
                {t('courses.progress', {
                  done: data.lessons_completed,
                  total: data.total_lessons,
                })}{' '}
                · {formatNumber(data.progress_percent, lang, { maxDecimals: 0 })}%
              </p>
              <progress max={100} value={Math.max(0, Math.min(100, data.progress_percent))} />
            </label>
            {data.continue_watching ? (
              <TextLink
                as={CourseLink}
                to={coursePaths.player(
                  data.continue_watching.course_id,
                  data.continue_watching.lesson_id,
                )}
                onNavigate={onNavigate}
              >
                {t('courses.continue', {
                  lesson: courseText(
                    {
                      title: data.continue_watching.lesson_title,
                      translations: data.continue_watching.lesson_translations,
                    },
                    lang,
                  ).title,
                })}
              </TextLink>
            ) : null}
          </>
        )
      ) : stats.error && !stats.loading ? (
        <LoadFailed
          size="sm"
          title={t('courses.failed')}
          retryLabel={t('retry')}
          onRetry={() => $videoCourseStats.invalidate()}
        />
      ) : (
        <Skeleton height="8rem" />
      )}
    </Section>
  );
}
