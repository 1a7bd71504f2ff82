// CoursePlayer: the lesson's video with previous / next, speed, Mark as complete and
// the lesson list beside it (below on a phone). With no lesson given it opens the last viewed
// lesson (GET /course/{id}/last-viewed), else the first. A locked lesson shows its module's
// Buy / Buy again instead of the video; after the purchase the lesson plays without a reload.
// Private: on a partner page or signed out it is a sign-in link and asks nothing.
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CourseModule, Lesson } from '@savdo/contract';
import { $coreConfig, apiErrorMessage, formatUzs, toast } from '@savdo/core';
import {
  courseModulesQuery,
  courseText,
  coursesApi,
  lastViewedQuery,
  lessonNeighbours,
  lessonProgressSaved,
  lessonsInOrder,
  moduleAccess,
} from '@savdo/core/courses';
import {
  Button,
  EmptyState,
  LoadFailed,
  Select,
  SignInNotice,
  Skeleton,
  token,
  useEmit,
  useLanguage,
  useOwnSession,
  useStore,
  useSyncedState,
  useT,
} from '@savdo/ui';
import {
  CourseLink,
  ModulePurchaseDialog,
  coursePaths,
  coursesStrings,
  useModulePurchase,
  type NavigateTo,
} from '@savdo/ui/courses';
import { LessonList } from './lesson-list';
import { LessonVideo } from './lesson-video';
import type { coursePlayerManifest } from './manifest';
import { coursePlayerStrings } from './strings';

export interface CoursePlayerProps {
  courseId?: number;
  lessonId?: number;
  onNavigate?: NavigateTo;
}

export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 20rem;
  gap: ${token('space-5')};
  align-items: start;
  color: ${token('color-text')};
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
  outline: none;
  h2 {
    margin: 0;
    font-size: ${token('font-size-xl')};
  }
  .player-keys {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
`;

// A link in the product's accent, never the browser's default blue (the course cards' links are
// styled by their cards; this one stands alone under the player).
const BackLink = styled(CourseLink)`
  align-self: flex-start;
  color: ${token('color-accent')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${token('color-accent-hover')};
    text-decoration: underline;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${token('space-2')};
  & > label,
  & > div {
    min-width: 7rem;
  }
`;

const Locked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${token('space-3')};
  aspect-ratio: 16 / 9;
  padding: ${token('space-5')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  p {
    margin: 0;
  }
  .locked-title {
    font-size: ${token('font-size-lg')};
    font-weight: 700;
  }
  .locked-price {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** Opens the last viewed lesson, or the first, once (a later progress write does not move it). */
function LastViewed({
  courseId,
  first,
  onFound,
}: {
  courseId: number;
  first: Lesson | undefined;
  onFound: (lessonId: number) => void;
}) {
  const $last = useMemo(() => lastViewedQuery(courseId), [courseId]);
  const value = useStore($last);
  const done = value.data !== undefined || (value.error !== undefined && !value.loading);
  const found = value.data?.result?.id ?? first?.id;
  useEffect(() => {
    if (done && found !== undefined) onFound(found);
  }, [done, found, onFound]);
  return null;
}

function LockedLesson({
  module,
  onBuy,
}: {
  module: CourseModule | undefined;
  onBuy: (module: CourseModule) => void;
}) {
  const t = useT(coursePlayerStrings);
  const ct = useT(coursesStrings);
  const lang = useLanguage();
  if (!module) return null;
  const access = moduleAccess(module);
  return (
    <Locked part="locked" data-player-locked="">
      <p className="locked-title">{t('locked.title')}</p>
      <p>{t('locked.text', { module: courseText(module, lang).title })}</p>
      <p className="locked-price">{formatUzs(module.price, lang)}</p>
      <Button
        data-module-action={access === 'expired' ? 'buy-again' : 'buy'}
        onClick={() => onBuy(module)}
      >
        {ct(access === 'expired' ? 'buyAgain' : 'buy')}
      </Button>
    </Locked>
  );
}

function PlayerBody({
  courseId,
  lessonId,
  onNavigate,
}: Required<Pick<CoursePlayerProps, 'courseId'>> & CoursePlayerProps) {
  const t = useT(coursePlayerStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof coursePlayerManifest>();
  const [chosen, setChosen] = useSyncedState<number | undefined>(lessonId);
  const [speed, setSpeed] = useState(1);
  const [marking, setMarking] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const $modules = useMemo(() => courseModulesQuery(courseId, 1), [courseId]);
  const value = useStore($modules);
  const purchase = useModulePurchase();
  const modules = value.data?.result.data;
  const all = useMemo(() => (modules ? lessonsInOrder(modules) : []), [modules]);

  if (value.error !== undefined && !value.loading && modules === undefined) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $modules.invalidate()}
      />
    );
  }
  if (modules === undefined || (chosen === undefined && all.length > 0)) {
    return (
      <div aria-busy="true" aria-label={t('loading')} data-player-loading="">
        {modules !== undefined ? (
          <LastViewed courseId={courseId} first={all[0]} onFound={setChosen} />
        ) : null}
        <Skeleton height={320} />
      </div>
    );
  }
  const lesson = all.find((l) => l.id === chosen) ?? all[0];
  if (!lesson) return <EmptyState title={t('noLessons')} />;
  const module = modules.find((m) => m.id === lesson.module_id);
  const { previous, next } = lessonNeighbours(modules, lesson.id);
  const title = courseText(lesson, lang).title;

  const go = (target: Lesson) => {
    setChosen(target.id);
    emit('savdo-lesson-change', { courseId, lessonId: target.id });
    onNavigate?.(coursePaths.player(courseId, target.id));
  };
  const completed = () => emit('savdo-lesson-completed', { courseId, lessonId: lesson.id });
  const markComplete = async () => {
    setMarking(true);
    try {
      const position = videoRef.current?.currentTime;
      const { result } = await coursesApi.saveLessonProgress({
        lesson_id: lesson.id,
        is_completed: true,
        ...(position !== undefined ? { position_seconds: Math.floor(position) } : {}),
      });
      lessonProgressSaved(result, courseId);
      completed();
    } catch (err: unknown) {
      toast.error(apiErrorMessage(err, t('markFailed')));
    } finally {
      setMarking(false);
    }
  };

  return (
    <Layout data-player-lesson={lesson.id}>
      <Stage ref={boxRef} tabIndex={-1}>
        {lesson.can_watch ? (
          <LessonVideo
            key={lesson.id}
            lesson={lesson}
            title={title}
            speed={speed}
            containerRef={boxRef}
            videoRef={videoRef}
            onEnded={completed}
          />
        ) : (
          <LockedLesson module={module} onBuy={purchase.open} />
        )}
        <h2>{title}</h2>
        <Controls part="controls">
          <Button
            size="sm"
            variant="secondary"
            disabled={!previous}
            onClick={() => previous && go(previous)}
            data-player-previous=""
          >
            {t('previous')}
          </Button>
          {lesson.can_watch ? (
            <Select
              label={t('speed')}
              value={String(speed)}
              options={PLAYBACK_SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
              onChange={(e) => setSpeed(Number(e.target.value))}
            />
          ) : null}
          {lesson.can_watch ? (
            <Button
              size="sm"
              variant={lesson.is_completed ? 'secondary' : 'primary'}
              disabled={lesson.is_completed}
              busy={marking}
              onClick={() => void markComplete()}
              data-player-complete=""
            >
              {lesson.is_completed ? t('completed') : t('markComplete')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={!next}
            onClick={() => next && go(next)}
            data-player-next=""
          >
            {t('next')}
          </Button>
        </Controls>
        {lesson.can_watch ? <p className="player-keys">{t('keys')}</p> : null}
        <BackLink to={coursePaths.course(courseId)} onNavigate={onNavigate}>
          {t('backToCourse')}
        </BackLink>
      </Stage>
      <LessonList modules={modules} currentId={lesson.id} label={t('lessons')} onChoose={go} />
      <ModulePurchaseDialog
        pending={purchase.pending}
        onConfirm={purchase.confirm}
        onClose={purchase.close}
      />
    </Layout>
  );
}

export function CoursePlayer({ courseId, lessonId, onNavigate }: CoursePlayerProps) {
  const t = useT(coursePlayerStrings);
  const { signedIn, apiBase } = useOwnSession();
  const { mode } = useStore($coreConfig);
  if (!signedIn || mode === 'public') {
    return (
      <SignInNotice
        data-savdo-course-player="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={`${apiBase}/auth`}
      />
    );
  }
  if (courseId === undefined || !Number.isInteger(courseId) || courseId <= 0) {
    return <EmptyState title={t('noLessons')} />;
  }
  return <PlayerBody courseId={courseId} lessonId={lessonId} onNavigate={onNavigate} />;
}
