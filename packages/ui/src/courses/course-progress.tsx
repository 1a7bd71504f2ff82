// A course's progress as a bar with its band (contract's courseProgressBand: just started below
// 25 %, in progress below 75 %, almost done below 100 %, completed), written as plain elements
// with class names: the catalog renders a page of cards from one stylesheet (docs/architecture.md, long
// lists), so this part brings its CSS as a fragment for the list's one styled component.
import { css } from 'styled-components';
import { courseProgressBand } from '@savdo/contract';
import { useT } from '../i18n/language-context';
import { token } from '../theme/tokens';
import { coursesStrings } from './course-strings';

export const courseProgressStyles = css`
  .course-progress {
    display: flex;
    flex-direction: column;
    gap: ${token('space-1')};
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .course-progress-bar {
    height: 6px;
    border-radius: 3px;
    background: ${token('color-surface')};
    overflow: hidden;
  }
  .course-progress-bar > span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${token('color-accent')};
  }
  .course-progress[data-band='completed'] .course-progress-bar > span {
    background: ${token('color-success')};
  }
`;

export function CourseProgress({ percent }: { percent: number }) {
  const t = useT(coursesStrings);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const band = courseProgressBand(value);
  return (
    <div className="course-progress" data-band={band ?? 'none'} part="progress">
      <div
        className="course-progress-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={t('progress', { percent: value })}
      >
        <span style={{ width: `${value}%` }} />
      </div>
      <span className="course-progress-label">
        {band
          ? `${t(`band.${band}`)} · ${t('progress', { percent: value })}`
          : t('progress', { percent: value })}
      </span>
    </div>
  );
}
