// The course catalog: skeletons then cards (title in the interface language with the
// English fallback, level, Free or the price in so'm, minutes, lessons, the progress band), the
// filters (level, free/paid, a debounced search) with page 1 again, empty and error states,
// paging of 12, and public mode without progress.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore } from '@savdo/core';
import { CourseCatalog } from '@savdo/widgets/courses/catalog';
import { completedModule, makeCourse, type FakeRequest } from '../../../../../tests/kit';
import { NNBSP, setUpCourses, tearDownCourses } from '../../../../../tests/kit/course-test-setup';

afterEach(tearDownCourses);

function card(id: number): HTMLElement {
  const li = document.querySelector<HTMLElement>(`li[data-course-id="${id}"]`);
  if (!li) throw new Error(`no course ${id}`);
  return li;
}

async function loaded() {
  await waitFor(() => expect(document.querySelector('li[data-course-id]')).not.toBeNull());
}

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/course/all');

describe('CourseCatalog', () => {
  it('shows skeletons, then cards with level, price or Free, minutes, lessons and progress', async () => {
    await setUpCourses({
      change: (server) => {
        server.modules = server.modules.map((m) => (m.id === 11 ? completedModule(m) : m));
      },
    });
    render(<CourseCatalog />);
    expect(document.querySelector('[data-catalog-skeleton]')).not.toBeNull();
    await loaded();
    expect(screen.getByRole('heading', { name: 'Video courses' })).toBeTruthy();
    expect(card(1).textContent).toContain('Trading basics');
    expect(card(1).textContent).toContain('Free');
    expect(card(1).textContent).toContain('Beginner');
    expect(card(1).textContent).toContain('15 min');
    expect(card(1).textContent).toContain('Lessons: 3');
    expect(card(1).querySelector('[data-band="completed"]')).not.toBeNull();
    expect(card(2).textContent).toContain(`98${NNBSP}000 UZS`);
    expect(card(2).querySelector('[data-band="none"]')).not.toBeNull();
    expect(card(2).querySelector('a')?.getAttribute('href')).toBe('/video-courses/2');
  });

  it('titles and descriptions in Uzbek, English where a translation is missing', async () => {
    await setUpCourses({
      language: 'uz',
      change: (server) => {
        server.courses = [...server.courses, makeCourse({ id: 9, title: 'Only English' })];
      },
    });
    render(<CourseCatalog />);
    await loaded();
    expect(card(2).textContent).toContain('Texnik tahlil');
    expect(card(1).textContent).toContain('Bepul');
    expect(card(9).textContent).toContain('Only English');
  });

  it('filters: level and free/paid ask again from page 1; search waits for the typing to stop', async () => {
    const { requests } = await setUpCourses();
    render(<CourseCatalog />);
    await loaded();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Level'), 'intermediate');
    await waitFor(() => expect(document.querySelectorAll('li[data-course-id]')).toHaveLength(1));
    expect(listCalls(requests).at(-1)?.query.get('level')).toBe('intermediate');
    await user.selectOptions(screen.getByLabelText('Level'), '');
    await user.selectOptions(screen.getByLabelText('Price'), 'free');
    await waitFor(() => expect(listCalls(requests).at(-1)?.query.get('is_paid')).toBe('false'));
    await user.selectOptions(screen.getByLabelText('Price'), '');
    const before = listCalls(requests).length;
    await user.type(screen.getByLabelText('Search'), 'risk');
    await waitFor(() => expect(listCalls(requests).at(-1)?.query.get('search')).toBe('risk'));
    // One request for the whole word, not one per key press.
    expect(listCalls(requests).length - before).toBeLessThanOrEqual(2);
    expect(listCalls(requests).some((r) => r.query.get('search') === 'r')).toBe(false);
    await waitFor(() => expect(document.querySelectorAll('li[data-course-id]')).toHaveLength(1));
    expect(card(3)).toBeTruthy();
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('1');
  });

  it('empty: a filtered empty list offers to clear the filters', async () => {
    await setUpCourses();
    render(<CourseCatalog />);
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText('No course matches these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await loaded();
    expect(document.querySelectorAll('li[data-course-id]')).toHaveLength(3);
  });

  it('empty catalog and load failure with its try again', async () => {
    const { server } = await setUpCourses({ change: (s) => (s.failWith = 503) });
    render(<CourseCatalog />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the courses');
    server.failWith = undefined;
    server.courses = [];
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No courses yet')).toBeTruthy();
  });

  it('pages of 12: next shows the 13th course', async () => {
    const { requests } = await setUpCourses({
      change: (server) => {
        server.courses = Array.from({ length: 13 }, (_, i) =>
          makeCourse({ id: 100 + i, title: `Course ${i + 1}` }),
        );
      },
    });
    render(<CourseCatalog />);
    await loaded();
    expect(document.querySelectorAll('li[data-course-id]')).toHaveLength(12);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.querySelectorAll('li[data-course-id]')).toHaveLength(1));
    expect(listCalls(requests).at(-1)?.query.get('page')).toBe('2');
    expect(listCalls(requests).at(-1)?.query.get('limit')).toBe('12');
  });

  it('on a partner page: the courses without progress and without a bearer header', async () => {
    const { requests } = await setUpCourses();
    configureCore({ mode: 'public' });
    render(<CourseCatalog />);
    await loaded();
    expect(document.querySelector('.course-progress')).toBeNull();
    expect(listCalls(requests)[0]?.headers.authorization).toBeUndefined();
  });

  it('a host router gets plain clicks on a course', async () => {
    await setUpCourses();
    const paths: string[] = [];
    render(<CourseCatalog onNavigate={(p) => paths.push(p)} />);
    await loaded();
    await userEvent.setup().click(within(card(3)).getByRole('link'));
    expect(paths).toEqual(['/video-courses/3']);
  });
});
