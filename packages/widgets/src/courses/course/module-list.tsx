// The modules of a course with their lessons, as plain elements under one styled list: each
// module's access ("Access until {date} ({n} days left)", expired, free, never bought) with its
// Buy / Buy again (or a sign-in link), and each lesson with its mark (completed, free preview,
// unlocked, locked), linked to the player when it can be watched.
import styled from 'styled-components';
import { MODULE_ACCESS_DAYS, type CourseModule, type Language, type Lesson } from '@savdo/contract';
import { formatDate, formatUzs } from '@savdo/core';
import {
  accessDaysLeft,
  courseText,
  lessonMark,
  moduleAccess,
  type ModuleAccess,
} from '@savdo/core/courses';
import {
  Button,
  ButtonLink,
  token,
  useLanguage,
  useT,
  type StringKey,
  type Translate,
} from '@savdo/ui';
import {
  CourseLink,
  coursePaths,
  coursesStrings,
  type NavigateTo,
  LessonMarkIcon,
} from '@savdo/ui/courses';

export const ModuleListBox = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  .module {
    display: flex;
    flex-direction: column;
    gap: ${token('space-3')};
    padding: ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .module-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')} ${token('space-4')};
  }
  .module-title {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  .module-access {
    margin: ${token('space-1')} 0 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .module[data-access='expired'] .module-access {
    color: ${token('color-danger')};
  }
  .module[data-access='active'] .module-access {
    color: ${token('color-success')};
  }
  .module-buy {
    display: flex;
    align-items: center;
    gap: ${token('space-3')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .lessons {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
    border-top: ${token('border-width')} solid ${token('color-border')};
  }
  .lesson {
    display: grid;
    grid-template-columns: 1.5rem 1fr auto;
    align-items: center;
    gap: ${token('space-2')};
    padding: ${token('space-2')} 0;
    border-bottom: ${token('border-width')} solid ${token('color-border')};
    font-size: ${token('font-size-sm')};
  }
  .lesson:last-child {
    border-bottom: 0;
  }
  .lesson a {
    color: inherit;
  }
  .lesson[data-mark='locked'] .lesson-title {
    color: ${token('color-text-muted')};
  }
  .lesson-icon {
    text-align: center;
  }
  .lesson[data-mark='completed'] .lesson-icon {
    color: ${token('color-success')};
  }
  .lesson-meta {
    color: ${token('color-text-muted')};
    white-space: nowrap;
  }
  .lesson-free {
    margin-right: ${token('space-2')};
    color: ${token('color-accent')};
    font-weight: 600;
  }
`;

function LessonRow({
  lesson,
  lang,
  onNavigate,
}: {
  lesson: Lesson;
  lang: Language;
  onNavigate?: NavigateTo;
}) {
  const t = useT(coursesStrings);
  const mark = lessonMark(lesson);
  const title = courseText(lesson, lang).title;
  return (
    <li className="lesson" part="lesson" data-lesson-id={lesson.id} data-mark={mark}>
      <span className="lesson-icon" role="img" aria-label={t(`mark.${mark}`)}>
        <LessonMarkIcon mark={mark} />
      </span>
      <span className="lesson-title">
        {mark === 'locked' ? (
          title
        ) : (
          <CourseLink to={coursePaths.player(lesson.course_id, lesson.id)} onNavigate={onNavigate}>
            {title}
          </CourseLink>
        )}
      </span>
      <span className="lesson-meta">
        {lesson.is_free ? <span className="lesson-free">{t('mark.free')}</span> : null}
        {t('minutes', { count: lesson.minutes })}
      </span>
    </li>
  );
}

/** The access line of a module in words. */
export function accessLine(
  t: Translate<StringKey<typeof coursesStrings.uz>>,
  module: CourseModule,
  access: ModuleAccess,
  lang: Language,
  now: number,
): string {
  switch (access) {
    case 'free':
      return t('access.free');
    case 'active':
      return module.access_expires_at
        ? t('access.until', {
            date: formatDate(module.access_expires_at, lang),
            count: accessDaysLeft(module.access_expires_at, now),
          })
        : t('access.free');
    case 'expired':
      return t('access.expired', { date: formatDate(module.access_expires_at ?? now, lang) });
    default:
      return t('access.never', { days: MODULE_ACCESS_DAYS });
  }
}

export interface ModuleListProps {
  modules: readonly CourseModule[];
  /** Null when this page may not buy (a partner page or signed out): sign-in links instead. */
  onBuy: ((module: CourseModule) => void) | null;
  signInHref: string;
  signInLabel: string;
  label: string;
  onNavigate?: NavigateTo;
  now?: number;
}

export function ModuleList({
  modules,
  onBuy,
  signInHref,
  signInLabel,
  label,
  onNavigate,
  now = Date.now(),
}: ModuleListProps) {
  const t = useT(coursesStrings);
  const lang = useLanguage();
  return (
    <ModuleListBox part="modules" aria-label={label}>
      {modules.map((module) => {
        const access = moduleAccess(module, now);
        const text = courseText(module, lang);
        const buyable = access === 'never' || access === 'expired' || access === 'active';
        return (
          <li
            key={module.id}
            className="module"
            part="module"
            data-module-id={module.id}
            data-access={access}
          >
            <div className="module-head">
              <div>
                <h3 className="module-title">{text.title}</h3>
                <p className="module-access" data-module-access="">
                  {accessLine(t, module, access, lang, now)}
                </p>
              </div>
              {buyable && access !== 'active' ? (
                <div className="module-buy">
                  <span>{formatUzs(module.price, lang)}</span>
                  {onBuy ? (
                    <Button
                      size="sm"
                      part="module-action"
                      data-module-action={access === 'expired' ? 'buy-again' : 'buy'}
                      onClick={() => onBuy(module)}
                    >
                      {t(access === 'expired' ? 'buyAgain' : 'buy')}
                    </Button>
                  ) : (
                    <ButtonLink part="sign-in-link" $variant="secondary" href={signInHref}>
                      {signInLabel}
                    </ButtonLink>
                  )}
                </div>
              ) : null}
            </div>
            <ol className="lessons">
              {[...module.lessons]
                .sort((a, b) => a.position - b.position)
                .map((lesson) => (
                  <LessonRow key={lesson.id} lesson={lesson} lang={lang} onNavigate={onNavigate} />
                ))}
            </ol>
          </li>
        );
      })}
    </ModuleListBox>
  );
}
