// The progress band under each card (decision 0170's thresholds, contract's courseProgressBand):
// none at 0, just started below 25 %, in progress below 75 %, almost done below 100 %, completed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { i18n } from '@savdo/core';
import { CourseProgress } from '@savdo/ui/courses';

afterEach(cleanup);

describe('CourseProgress', () => {
  it.each([
    [0, 'none', '0% completed'],
    [1, 'just_started', 'Just started · 1% completed'],
    [24.4, 'just_started', 'Just started · 24% completed'],
    [25, 'in_progress', 'In progress · 25% completed'],
    [74, 'in_progress', 'In progress · 74% completed'],
    [75, 'almost_done', 'Almost done · 75% completed'],
    [99, 'almost_done', 'Almost done · 99% completed'],
    [100, 'completed', 'Completed · 100% completed'],
  ])('%s %% is %s', async (percent, band, label) => {
    await i18n.changeLanguage('en');
    const { container } = render(<CourseProgress percent={percent} />);
    const box = container.querySelector<HTMLElement>('.course-progress')!;
    expect(box.dataset.band).toBe(band);
    expect(box.textContent).toBe(label);
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      String(Math.round(percent)),
    );
  });
});
