// The courses section of the back office (/admin/courses): the list, creating and editing a
// course, its modules and lessons (price, reorder with up and down, free preview) and a lesson's
// video upload with its progress bar.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Course, CourseModule } from '@savdo/contract';
import { fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';
import { makeCourse, makeCourseModule, makeLesson } from '../../../../../tests/kit/courses';
import { fakeUploads } from '../../../../../tests/kit/fake-upload';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

backOfficeTestFile();

function courseServer(course: Course, modules: CourseModule[]) {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/courses': () => page([course]),
    [`GET /course/${course.id}`]: () => ({ status: 200, body: { result: course } }),
    [`GET /course/${course.id}/modules`]: () => page(modules),
    'PATCH /admin/courses/7/modules/order': () => ({
      status: 200,
      body: { result: { parent_id: 7, ids: [12, 11] } },
    }),
    'PATCH /admin/courses/modules/11/lessons/order': () => ({
      status: 200,
      body: { result: { parent_id: 11, ids: [22, 21] } },
    }),
    'PATCH /admin/courses/modules/11': () => ({ status: 200, body: { result: modules[0] } }),
    'POST /admin/courses/7/modules': () => ({
      status: 400,
      body: { message: 'title must be at least 3 characters' },
    }),
    'PATCH /admin/courses/lessons/21': () => ({ status: 200, body: { result: {} } }),
  });
}

const lessons = [
  makeLesson({ id: 21, module_id: 11, course_id: 7, title: 'Candles' }),
  makeLesson({ id: 22, module_id: 11, course_id: 7, title: 'Volumes' }),
];
const modules = [
  makeCourseModule({ id: 11, course_id: 7, title: 'Reading the chart', price: 49_000, lessons }),
  makeCourseModule({ id: 12, course_id: 7, title: 'Risk', price: 59_000 }),
];
const course = makeCourse({ id: 7, title: 'Trading basics', modules_count: 2, lessons_count: 2 });

describe('/admin/courses', { timeout: 60_000 }, () => {
  it('speaks Uzbek to an Uzbek admin: the section, its columns and its button', async () => {
    await resetAll('uz');
    courseServer(course, modules);
    signInAdmin();
    renderApp('/admin/courses');
    const title = await screen.findByText('Trading basics', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Kurslar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yangi kurs' })).toBeTruthy();
    const row = title.closest<HTMLElement>('[data-course="7"]')!;
    expect(within(row).getByText("Boshlang'ich")).toBeTruthy();
  });

  it('lists the courses with level, price and counts; a level filter goes to the server', async () => {
    const requests = courseServer(course, modules);
    signInAdmin();
    renderApp('/admin/courses');
    await new Promise((r) => setTimeout(r, 8000));
    console.log(
      'DBG',
      document.querySelector('main')?.textContent,
      JSON.stringify(requests.map((r) => r.method + ' ' + r.path)),
    );
    const row = await screen.findByText('Trading basics', {}, WAIT);
    const tr = row.closest<HTMLElement>('[data-course="7"]')!;
    expect(within(tr).getByText('Beginner')).toBeTruthy();
    expect(within(tr).getByRole('link', { name: 'Trading basics' }).getAttribute('href')).toBe(
      '/admin/courses/7',
    );
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'advanced');
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/admin/courses' && r.query.get('level') === 'advanced'),
      ).toBe(true),
    );
  });

  it('a new course is checked with the contract schema first, then sent whole and opened', async () => {
    const created = makeCourse({ id: 9, title: 'Risk first' });
    const requests = fakeApi({
      'GET /users/me': me,
      'POST /admin/courses': () => ({ status: 201, body: { result: created } }),
      'GET /course/9': () => ({ status: 200, body: { result: created } }),
      'GET /course/9/modules': () => page([]),
    });
    signInAdmin();
    renderApp('/admin/courses/new');
    await userEvent.type(await screen.findByLabelText('Title', {}, WAIT), 'Ri');
    await userEvent.click(screen.getByRole('button', { name: 'Create the course' }));
    // Too short for AdminCourseBodySchema: shown beside the field, nothing sent.
    expect(await screen.findByText(/title must/i)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'sk first');
    await userEvent.selectOptions(screen.getByLabelText('Level'), 'intermediate');
    await userEvent.type(screen.getByLabelText('Title (Uzbek)'), 'Avval risk');
    await userEvent.click(screen.getByRole('button', { name: 'Create the course' }));
    await screen.findByText('This course has no modules yet', {}, WAIT);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Risk first',
      description: '',
      level: 'intermediate',
      is_paid: true,
      image_url: null,
      translations: { uz: { title: 'Avval risk' } },
    });
  });

  it('an edit of the course sends only what changed', async () => {
    const patched = fakeApi({
      'GET /users/me': me,
      'GET /course/7': () => ({ status: 200, body: { result: course } }),
      'GET /course/7/modules': () => page(modules),
      'PATCH /admin/courses/7': () => ({ status: 200, body: { result: course } }),
    });
    signInAdmin();
    renderApp('/admin/courses/7');
    const form = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-course-form]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(form).getByLabelText('Paid course (modules are sold one by one)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    expect(patched.find((r) => r.method === 'PATCH')?.body).toEqual({ is_paid: false });
  });

  it('modules and lessons move with up and down, each move sending the whole new order', async () => {
    const requests = courseServer(course, modules);
    signInAdmin();
    renderApp('/admin/courses/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move down: Reading the chart' }, WAIT),
    );
    await screen.findByText('Order saved');
    expect(requests.find((r) => r.path === '/admin/courses/7/modules/order')?.body).toEqual({
      ids: [12, 11],
    });
    // The first cannot go up, the last cannot go down.
    expect(
      (screen.getByRole('button', { name: 'Move up: Reading the chart' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Volumes' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.path === '/admin/courses/modules/11/lessons/order')?.body,
      ).toEqual({ ids: [22, 21] }),
    );
  });

  it("a module's price is edited in a dialog checked with the contract; a refusal stays beside its field", async () => {
    const requests = courseServer(course, modules);
    signInAdmin();
    renderApp('/admin/courses/7');
    const card = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-module="11"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the module' }));
    const price = await screen.findByLabelText('Price (UZS)');
    expect((price as HTMLInputElement).value).toBe('49000');
    await userEvent.clear(price);
    await userEvent.type(price, '65 000');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/admin/courses/modules/11')?.body).toEqual({
        title: 'Reading the chart',
        price: 65_000,
        translations: {},
      }),
    );
    // A new module with a short name: the server's refusal is shown beside the name.
    await userEvent.click(screen.getByRole('button', { name: 'Add a module' }));
    await userEvent.type(await screen.findByLabelText('Module name'), 'Abc');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('title must be at least 3 characters')).toBeTruthy();
  });

  it("a lesson's free preview is switched with one PATCH", async () => {
    const requests = courseServer(course, modules);
    signInAdmin();
    renderApp('/admin/courses/7');
    const lesson = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-lesson="21"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    await userEvent.click(within(lesson).getByRole('button', { name: 'Open as a free preview' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/admin/courses/lessons/21')?.body).toEqual({
        is_free: true,
      }),
    );
  });

  it("a lesson's video upload shows its progress, then the server's answer or refusal", async () => {
    courseServer(course, modules);
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/courses/7');
    const input = await screen.findByLabelText('Video: Candles', {}, WAIT);
    const box = input.closest<HTMLElement>('[data-lesson-video="21"]')!;
    // No file chosen: said beside the input, nothing sent.
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the video' }));
    expect(within(box).getByText('Choose a video file')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    await userEvent.upload(input, new File(['v'], 'candles.mp4', { type: 'video/mp4' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the video' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/v1/admin/courses/lessons/21/video');
    expect((uploads[0]!.body?.get('file') as File).name).toBe('candles.mp4');
    act(() => uploads[0]!.progress(0.4));
    expect(within(box).getByText('Uploading: 40%')).toBeTruthy();
    expect(within(box).getByLabelText('Upload progress').getAttribute('value')).toBe('40');
    act(() => uploads[0]!.answer(200, { result: lessons[0] }));
    expect(await within(box).findByText('Video uploaded')).toBeTruthy();

    await userEvent.upload(input, new File(['v'], 'long.mp4', { type: 'video/mp4' }));
    await userEvent.click(within(box).getByRole('button', { name: 'Upload the video' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.answer(413, { message: 'The file is too large' }));
    expect(await within(box).findByText('The file is too large')).toBeTruthy();
  });
});
