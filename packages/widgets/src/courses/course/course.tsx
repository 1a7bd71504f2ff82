// Course: the course's header (title, level, description, minutes, lessons and the
// viewer's progress), a Start / Continue link to the player, and its modules with their lessons.
// Buying a module opens ui's PurchaseDialog (one Idempotency-Key per opening, the 402 path with
// its top-up); the bought module is written into the cached list, so its lessons unlock without
// a reload. On a partner page or signed out the buy actions are sign-in links.
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { apiErrorStatus, formatUzs } from '@savdo/core';
import { courseQuery, courseModulesQuery, courseText } from '@savdo/core/courses';
import {
  Badge,
  Button,
  EmptyState,
  LoadFailed,
  Skeleton,
  token,
  useEmit,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
} from '@savdo/ui';
import {
  CourseLink,
  CourseProgress,
  ModulePurchaseDialog,
  courseProgressStyles,
  coursePaths,
  coursesStrings,
  useModulePurchase,
  type NavigateTo,
} from '@savdo/ui/courses';
import type { courseManifest } from './manifest';
import { ModuleList } from './module-list';
import { courseStrings } from './strings';

export interface CourseProps {
  courseId?: number;
  onNavigate?: NavigateTo;
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-5')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  ${courseProgressStyles}
  h2 {
    margin: 0;
    font-size: ${token('font-size-2xl')};
    line-height: 1.2;
  }
  p {
    margin: 0;
    max-width: 70ch;
    color: ${token('color-text-muted')};
  }
  .course-facts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')} ${token('space-4')};
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .course-watch {
    align-self: flex-start;
    display: inline-flex;
    align-items: center;
    min-height: ${token('control-height')};
    padding: 0 ${token('space-4')};
    border-radius: ${token('radius-md')};
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
    font-weight: 600;
    text-decoration: none;
  }
  .course-watch:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-xl')};
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

function CourseSkeleton({ label }: { label: string }) {
  return (
    <Region aria-busy="true" aria-label={label} data-course-skeleton="">
      <Skeleton width="50%" height={28} />
      <Skeleton width="80%" />
      <Skeleton width="30%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Region>
  );
}

function Modules({
  courseId,
  onNavigate,
  onBuy,
}: {
  courseId: number;
  onNavigate?: NavigateTo;
  onBuy: Parameters<typeof ModuleList>[0]['onBuy'];
}) {
  const t = useT(courseStrings);
  const { apiBase } = useOwnSession();
  const [page, setPage] = useState(1);
  const $modules = useMemo(() => courseModulesQuery(courseId, page), [courseId, page]);
  const value = useStore($modules);
  const answer = value.data?.result;
  if (value.error !== undefined && !value.loading && answer === undefined) {
    return (
      <LoadFailed
        title={t('modulesFailed')}
        retryLabel={t('retry')}
        onRetry={() => $modules.invalidate()}
        size="sm"
      />
    );
  }
  if (answer === undefined) {
    return (
      <div aria-busy="true" aria-label={t('loading')} data-modules-skeleton="">
        <Skeleton height={140} />
      </div>
    );
  }
  if (answer.data.length === 0) return <EmptyState title={t('noModules')} />;
  const pages = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.limit)));
  return (
    <>
      <ModuleList
        modules={answer.data}
        onBuy={onBuy}
        signInHref={`${apiBase}/auth`}
        signInLabel={t('signInToBuy')}
        label={t('modules')}
        onNavigate={onNavigate}
      />
      {pages > 1 ? (
        <Pager>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('pager.previous')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('pager.next')}
          </Button>
        </Pager>
      ) : null}
    </>
  );
}

export function Course({ courseId, onNavigate }: CourseProps) {
  const t = useT(courseStrings);
  const ct = useT(coursesStrings);
  const lang = useLanguage();
  const titleId = useId();
  const emit = useEmit<typeof courseManifest>();
  const { signedIn } = useOwnSession();
  const id = courseId !== undefined && Number.isInteger(courseId) && courseId > 0 ? courseId : 0;
  const $course = useMemo(() => courseQuery(id), [id]);
  const value = useStore($course);
  const purchase = useModulePurchase((module, charged) =>
    emit('savdo-module-purchased', {
      courseId: module.course_id,
      moduleId: module.id,
      charged,
      accessExpiresAt: module.access_expires_at,
    }),
  );

  if (id === 0) return <EmptyState title={t('notFound')} />;
  const course = value.data?.result;
  if (value.error !== undefined && !value.loading && course === undefined) {
    if (apiErrorStatus(value.error) === 404) return <EmptyState title={t('notFound')} />;
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $course.invalidate()}
      />
    );
  }
  if (course === undefined) return <CourseSkeleton label={t('loading')} />;

  const text = courseText(course, lang);
  const free = !course.is_paid || course.price === 0;
  const started = course.progress_percent > 0 || course.last_watched_at !== null;
  return (
    <Region aria-labelledby={titleId} data-course-id={course.id}>
      <Header part="header">
        <h2 id={titleId}>{text.title}</h2>
        <div className="course-facts">
          <Badge tone="info">{ct(`level.${course.level}`)}</Badge>
          <span>{ct('minutes', { count: course.minutes })}</span>
          <span>{t('lessonCount', { count: course.lessons_count })}</span>
          <span>{free ? ct('free') : formatUzs(course.price, lang)}</span>
        </div>
        {text.description ? <p>{text.description}</p> : null}
        {signedIn ? <CourseProgress percent={course.progress_percent} /> : null}
        {signedIn ? (
          <CourseLink
            className="course-watch"
            to={coursePaths.player(course.id)}
            onNavigate={onNavigate}
            data-course-watch=""
          >
            {t(started ? 'continue' : 'start')}
          </CourseLink>
        ) : null}
      </Header>
      <SectionTitle>{t('modules')}</SectionTitle>
      <Modules
        courseId={course.id}
        onNavigate={onNavigate}
        onBuy={signedIn ? purchase.open : null}
      />
      <ModulePurchaseDialog
        pending={purchase.pending}
        onConfirm={purchase.confirm}
        onClose={purchase.close}
      />
    </Region>
  );
}
