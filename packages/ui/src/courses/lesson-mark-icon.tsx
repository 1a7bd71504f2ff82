// A lesson's mark (completed, free preview, unlocked, locked) drawn inline: emoji and symbol
// glyphs depend on the visitor's fonts (a padlock showed as an empty box on Debian's Chromium).
import type { ReactElement } from 'react';
import type { LessonMark } from '@savdo/core/courses';

const PATHS: Record<LessonMark, ReactElement> = {
  completed: <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />,
  free: <path d="M5 3.5v9l7.5-4.5z" fill="currentColor" />,
  unlocked: <path d="M5 3.5v9l7.5-4.5z" fill="currentColor" />,
  locked: (
    <>
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </>
  ),
};

export function LessonMarkIcon({ mark }: { mark: LessonMark }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {PATHS[mark]}
    </svg>
  );
}
