// A page of course cards: plain elements with class names under ONE styled list (docs/architecture.md,
// long lists), so a catalog of 200 courses costs one stylesheet, not a styled component per
// card. Title and description in the interface language (English when not translated), level,
// price in so'm ("Free" for a free course), minutes, lessons and, for a signed-in viewer, the
// progress bar with its band.
import { memo } from 'react';
import styled from 'styled-components';
import type { Course, Language } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { courseText } from '@savdo/core/courses';
import { cardFrame, token, useLanguage, useT } from '@savdo/ui';
import { SkeletonCards, cardGrid, cardTitleLink, skeletonLine } from '@savdo/ui/catalog';
import {
  CourseLink,
  CourseProgress,
  courseProgressStyles,
  coursePaths,
  coursesStrings,
  type NavigateTo,
} from '@savdo/ui/courses';

export const CardList = styled.ul`
  ${cardGrid('16rem')}
  ${courseProgressStyles}
  .course-card {
    display: flex;
    flex-direction: column;
    gap: ${token('space-2')};
    min-width: 0;
    ${cardFrame}
  }
  .course-card-title {
    margin: 0;
    font-size: ${token('font-size-lg')};
    line-height: 1.3;
    ${cardTitleLink}
  }
  .course-card-text {
    flex: 1;
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  .course-card-meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .course-card-level {
    padding: 0 ${token('space-2')};
    border-radius: ${token('radius-pill')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font-weight: 600;
  }
  .course-card-price {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .course-card-price[data-free] {
    color: ${token('color-success')};
  }
  .course-card[data-skeleton] {
    min-height: 12rem;
  }
  .course-skeleton-line {
    ${skeletonLine}
  }
`;

interface CourseCardProps {
  course: Course;
  lang: Language;
  showProgress: boolean;
  onNavigate?: NavigateTo;
  onOpen: (courseId: number) => void;
}

const CourseCard = memo(function CourseCard({
  course,
  lang,
  showProgress,
  onNavigate,
  onOpen,
}: CourseCardProps) {
  const t = useT(coursesStrings);
  const text = courseText(course, lang);
  const free = !course.is_paid || course.price === 0;
  return (
    <li className="course-card" part="course" data-course-id={course.id}>
      <h3 className="course-card-title">
        <CourseLink
          to={coursePaths.course(course.id)}
          onNavigate={onNavigate}
          onClick={() => onOpen(course.id)}
        >
          {text.title}
        </CourseLink>
      </h3>
      {text.description ? <p className="course-card-text">{text.description}</p> : null}
      <ul className="course-card-meta">
        <li className="course-card-level" data-level={course.level}>
          {t(`level.${course.level}`)}
        </li>
        <li>{t('minutes', { count: course.minutes })}</li>
        <li>{t('lessons', { count: course.lessons_count })}</li>
      </ul>
      <p className="course-card-price" data-free={free ? '' : undefined}>
        {free ? t('free') : formatUzs(course.price, lang)}
      </p>
      {showProgress ? <CourseProgress percent={course.progress_percent} /> : null}
    </li>
  );
});

export interface CourseCardsProps {
  courses: readonly Course[];
  showProgress: boolean;
  label: string;
  onNavigate?: NavigateTo;
  onOpen: (courseId: number) => void;
}

export function CourseCards({
  courses,
  showProgress,
  label,
  onNavigate,
  onOpen,
}: CourseCardsProps) {
  const lang = useLanguage();
  return (
    <CardList part="courses" aria-label={label}>
      {courses.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          lang={lang}
          showProgress={showProgress}
          onNavigate={onNavigate}
          onOpen={onOpen}
        />
      ))}
    </CardList>
  );
}

const SKELETON_CARDS = 6;
const SKELETON_LINES = [
  { width: '70%', height: '1.3rem' },
  { width: '100%' },
  { width: '85%' },
  { width: '40%' },
];

export function CourseCardsSkeleton({ label }: { label: string }) {
  return (
    <CardList part="courses" aria-busy="true" aria-label={label} data-catalog-skeleton="">
      <SkeletonCards
        count={SKELETON_CARDS}
        cardClass="course-card"
        lineClass="course-skeleton-line"
        lines={SKELETON_LINES}
      />
    </CardList>
  );
}
