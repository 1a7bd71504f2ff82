// The course player: the last viewed lesson or the first when none is given, a
// locked lesson's Buy instead of the video (and the video after buying), resume from the saved
// second, progress written every 10 s of play and with fetch keepalive on leaving, an OTP that
// expired while paused renewed from the same second, keyboard shortcuts, Mark as complete,
// previous / next, and a sign-in link on a partner page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureCore } from '@savdo/core';
import { CoursePlayer } from '@savdo/widgets/courses/player';
import { boughtModule, type CoursesServer, type FakeRequest } from '../../../../../tests/kit';
import { setUpCourses, tearDownCourses } from '../../../../../tests/kit/course-test-setup';

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  // jsdom has no media playback: play() and pause() only report, as a browser's would.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  tearDownCourses();
});

const bought =
  (...ids: number[]) =>
  (server: CoursesServer) => {
    server.modules = server.modules.map((m) => (ids.includes(m.id) ? boughtModule(m, 1) : m));
  };

async function video(): Promise<HTMLVideoElement> {
  await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
  return document.querySelector('video')!;
}

function shown(): string | undefined {
  return document.querySelector<HTMLElement>('[data-player-lesson]')?.dataset.playerLesson;
}

const progressWrites = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/user-lesson-progress/edit-user-lesson-progress');

describe('CoursePlayer: which lesson', () => {
  it('no lesson and nothing watched: the first lesson, with its token', async () => {
    const { requests } = await setUpCourses();
    render(<CoursePlayer courseId={2} />);
    await video();
    expect(shown()).toBe('201');
    expect(requests.some((r) => r.path === '/course/2/last-viewed')).toBe(true);
    expect(requests.some((r) => r.path === '/course/lesson/201/otp')).toBe(true);
    expect(document.querySelector('video')?.getAttribute('src')).toBe(
      '/api/v1/course/video/otp-201-1',
    );
  });

  it("'Back to the course' is styled as the product's links, not the browser's default blue", async () => {
    await setUpCourses();
    render(<CoursePlayer courseId={2} />);
    await video();
    const link = screen.getByRole('link', { name: 'Back to the course' });
    expect(getComputedStyle(link).fontWeight).toBe('600');
    expect(getComputedStyle(link).textDecoration).toBe('none');
  });

  it('no lesson given: the last viewed one', async () => {
    await setUpCourses({
      change: (server) => {
        bought(21)(server);
        server.lastViewed = new Map([[2, 203]]);
      },
    });
    render(<CoursePlayer courseId={2} />);
    await video();
    expect(shown()).toBe('203');
    expect(document.querySelector('li[data-lesson-id="203"] a')?.getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('a locked lesson shows its module’s Buy instead of the video; bought, it plays', async () => {
    const { requests } = await setUpCourses();
    render(<CoursePlayer courseId={2} lessonId={202} />);
    const locked = await screen.findByText('This lesson is locked');
    expect(document.querySelector('video')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/otp'))).toBe(false);
    expect(locked.parentElement?.textContent).toContain('Buy the module “Levels” to watch it.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await video();
    expect(requests.some((r) => r.path === '/course/lesson/202/otp')).toBe(true);
  });

  it('previous / next and the list choose lessons; the host router follows', async () => {
    await setUpCourses({ change: bought(21) });
    const paths: string[] = [];
    render(<CoursePlayer courseId={2} lessonId={201} onNavigate={(p) => paths.push(p)} />);
    await video();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Previous lesson' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Next lesson' }));
    await waitFor(() => expect(shown()).toBe('202'));
    await user.click(document.querySelector<HTMLElement>('li[data-lesson-id="203"] a')!);
    await waitFor(() => expect(shown()).toBe('203'));
    expect(paths).toEqual(['/video-courses/2/player/202', '/video-courses/2/player/203']);
  });
});

describe('CoursePlayer: playing', () => {
  it('resumes from the saved second', async () => {
    await setUpCourses({
      change: (server) => {
        bought(21)(server);
        const lesson = server.modules[1]!.lessons[1]!;
        server.modules[1]!.lessons[1] = { ...lesson, position_seconds: 42 };
      },
    });
    render(<CoursePlayer courseId={2} lessonId={202} />);
    const el = await video();
    fireEvent.loadedMetadata(el);
    expect(el.currentTime).toBe(42);
  });

  it('writes the position every 10 s of play, on pause, and with keepalive on leaving', async () => {
    const { requests } = await setUpCourses({ change: bought(21) });
    render(<CoursePlayer courseId={2} lessonId={202} />);
    const el = await video();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.play(el);
    el.currentTime = 12.6;
    act(() => void vi.advanceTimersByTime(9_000));
    expect(progressWrites(requests)).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(progressWrites(requests)).toHaveLength(1));
    expect(progressWrites(requests)[0]?.body).toEqual({ lesson_id: 202, position_seconds: 12 });
    el.currentTime = 15;
    fireEvent.pause(el);
    await waitFor(() => expect(progressWrites(requests)).toHaveLength(2));
    el.currentTime = 18;
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(progressWrites(requests)).toHaveLength(3));
    const init = vi
      .mocked(globalThis.fetch)
      .mock.calls.map((c) => c[1])
      .filter((i) => i?.keepalive === true);
    expect(init).toHaveLength(1);
    expect(JSON.parse(String(init[0]?.body))).toEqual({ lesson_id: 202, position_seconds: 18 });
    expect((init[0]?.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('a token that expired while paused: a new one, and on from the same second', async () => {
    const { server } = await setUpCourses({
      change: (s) => {
        bought(21)(s);
        s.now = () => Date.now() - 10 * 60_000; // the first token is already stale
      },
    });
    render(<CoursePlayer courseId={2} lessonId={202} />);
    const el = await video();
    fireEvent.loadedMetadata(el);
    el.currentTime = 50;
    server.now = undefined;
    fireEvent.play(el);
    expect(pause).toHaveBeenCalled();
    await waitFor(() => expect(el.getAttribute('src')).toBe('/api/v1/course/video/otp-202-2'));
    play.mockClear();
    fireEvent.loadedMetadata(el);
    expect(el.currentTime).toBe(50);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keyboard: space plays, arrows seek 5 s; not while typing in a field', async () => {
    await setUpCourses({ change: bought(21) });
    render(
      <>
        <input aria-label="elsewhere" />
        <CoursePlayer courseId={2} lessonId={202} />
      </>,
    );
    const el = await video();
    el.currentTime = 20;
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(el.currentTime).toBe(25);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(el.currentTime).toBe(15);
    const field = screen.getByLabelText('elsewhere');
    field.focus();
    fireEvent.keyDown(field, { key: ' ' });
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(play).toHaveBeenCalledTimes(1);
    expect(el.currentTime).toBe(15);
  });

  it('speed and Mark as complete', async () => {
    const { requests } = await setUpCourses({ change: bought(21) });
    const user = userEvent.setup();
    render(<CoursePlayer courseId={2} lessonId={202} />);
    const el = await video();
    await user.selectOptions(screen.getByLabelText('Speed'), '1.5');
    expect(el.playbackRate).toBe(1.5);
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Completed' })).toBeTruthy());
    expect(progressWrites(requests)[0]?.body).toMatchObject({ lesson_id: 202, is_completed: true });
    expect(document.querySelector('li[data-lesson-id="202"]')?.getAttribute('data-mark')).toBe(
      'completed',
    );
  });

  it('VdoCipher: its iframe player with the otp and playbackInfo', async () => {
    await setUpCourses({
      change: (s) => {
        bought(21)(s);
        s.provider = 'vdocipher';
      },
    });
    render(<CoursePlayer courseId={2} lessonId={202} />);
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull());
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://player.vdocipher.com/v2/?otp=otp-202-1&playbackInfo=info-202',
    );
  });
});

describe('CoursePlayer: may not watch', () => {
  it('on a partner page: a sign-in link, and no request', async () => {
    const { requests } = await setUpCourses();
    configureCore({ mode: 'public' });
    render(<CoursePlayer courseId={2} />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
