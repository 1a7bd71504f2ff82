// The lesson list beside the video (below it on a phone): modules in order, each lesson with
// its mark (completed, free preview, unlocked, locked) and the one playing marked current.
// Plain elements under one styled list. A lesson is a real link to its player address; a plain
// click chooses it in place.
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { CourseModule, Lesson } from '@savdo/contract';
import { courseText, lessonMark } from '@savdo/core/courses';
import { token, useLanguage, useOwnSession, useT } from '@savdo/ui';
import { coursePaths, coursesStrings, isPlainClick, LessonMarkIcon } from '@savdo/ui/courses';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  .player-module-title {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-sm')};
    font-weight: 700;
    color: ${token('color-text-muted')};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .player-lessons {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .player-lesson a {
    display: grid;
    grid-template-columns: 1.25rem 1fr;
    gap: ${token('space-2')};
    padding: ${token('space-2')};
    border-radius: ${token('radius-md')};
    color: ${token('color-text')};
    font-size: ${token('font-size-sm')};
    text-decoration: none;
  }
  .player-lesson a:hover {
    background: ${token('color-surface')};
  }
  .player-lesson a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
  .player-lesson a[aria-current='true'] {
    background: ${token('color-surface')};
    font-weight: 700;
  }
  .player-lesson[data-mark='locked'] a {
    color: ${token('color-text-muted')};
  }
  .player-lesson[data-mark='completed'] .player-lesson-icon {
    color: ${token('color-success')};
  }
`;

export interface LessonListProps {
  modules: readonly CourseModule[];
  currentId: number;
  label: string;
  onChoose: (lesson: Lesson) => void;
}

export function LessonList({ modules, currentId, label, onChoose }: LessonListProps) {
  const t = useT(coursesStrings);
  const lang = useLanguage();
  const { apiBase } = useOwnSession();
  const choose = (event: MouseEvent, lesson: Lesson) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChoose(lesson);
  };
  return (
    <nav aria-label={label}>
      <List part="lessons">
        {[...modules]
          .sort((a, b) => a.position - b.position)
          .map((module) => (
            <li key={module.id} data-module-id={module.id}>
              <h3 className="player-module-title">{courseText(module, lang).title}</h3>
              <ol className="player-lessons">
                {[...module.lessons]
                  .sort((a, b) => a.position - b.position)
                  .map((lesson) => {
                    const mark = lessonMark(lesson);
                    return (
                      <li
                        key={lesson.id}
                        className="player-lesson"
                        part="lesson"
                        data-lesson-id={lesson.id}
                        data-mark={mark}
                      >
                        <a
                          href={`${apiBase}${coursePaths.player(lesson.course_id, lesson.id)}`}
                          aria-current={lesson.id === currentId ? 'true' : undefined}
                          onClick={(event) => choose(event, lesson)}
                        >
                          <span
                            className="player-lesson-icon"
                            role="img"
                            aria-label={t(`mark.${mark}`)}
                          >
                            <LessonMarkIcon mark={mark} />
                          </span>
                          <span>{courseText(lesson, lang).title}</span>
                        </a>
                      </li>
                    );
                  })}
              </ol>
            </li>
          ))}
      </List>
    </nav>
  );
}
