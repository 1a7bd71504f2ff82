/// <reference types="vite/client" />
// The course widgets in their states: the catalog (loading, list, empty, error,
// filtered), the course page (nothing bought, one module active with days left, one expired,
// all completed), the player (playing the 4 s test WebM of the browser tests, a locked lesson,
// the list with completed marks), in uz, ru and en. The API is the kit's fake
// (tests/kit/courses.ts) through story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { Course, CourseCatalog, CoursePlayer } from '@savdo/widgets';
import {
  boughtModule,
  completedModule,
  coursesRoutes,
  makeCourseCatalog,
  makeUser,
  ok,
  type CoursesServer,
} from '../../../../tests/kit';
import lessonVideo from '../../../../tests/browser/fixtures/lesson-4s.webm?url';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Courses', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const BALANCE = 250_000;

function coursesApi(change: (server: CoursesServer) => void = () => undefined, state?: ApiState) {
  return {
    fakeApi: {
      routes: () => {
        const server: CoursesServer = {
          ...makeCourseCatalog(),
          balance: BALANCE,
          streamUrl: () => lessonVideo,
        };
        if (state === 'empty') server.courses = [];
        change(server);
        return {
          ...coursesRoutes(server),
          'GET /users/me': () => ok({ result: makeUser({ balance: server.balance }) }),
        };
      },
      state: state === 'empty' ? 'ready' : state,
    },
  };
}

const signedIn = (node: ReactNode) => () => <StorySignedIn balance={BALANCE}>{node}</StorySignedIn>;

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

const modules =
  (pick: (id: number, m: CoursesServer['modules'][number]) => CoursesServer['modules'][number]) =>
  (server: CoursesServer) => {
    server.modules = server.modules.map((m) => pick(m.id, m));
  };

// ---- Catalog ------------------------------------------------------------------------------

/** The free course done, the intermediate one started (one module bought, two lessons seen). */
const started = modules((id, m) => {
  if (id === 11) return completedModule(m);
  if (id === 21) {
    const bought = boughtModule(m, 2);
    return {
      ...bought,
      lessons: completedModule(bought).lessons.slice(0, 1).concat(bought.lessons.slice(1)),
    };
  }
  return m;
});

const catalog: Story = { parameters: coursesApi(started), render: signedIn(<CourseCatalog />) };
export const Catalog = catalog;
export const CatalogUzbek = inLanguages(catalog).uz;
export const CatalogRussian = inLanguages(catalog).ru;

export const CatalogLoading: Story = {
  parameters: coursesApi(undefined, 'loading'),
  render: signedIn(<CourseCatalog />),
};
export const CatalogEmpty: Story = {
  parameters: coursesApi(undefined, 'empty'),
  render: signedIn(<CourseCatalog />),
};
export const CatalogError: Story = {
  parameters: coursesApi(undefined, 'error'),
  render: signedIn(<CourseCatalog />),
};
export const CatalogFiltered: Story = {
  parameters: coursesApi(started),
  render: signedIn(<CourseCatalog level="intermediate" price="paid" />),
};
export const CatalogPublic: Story = {
  parameters: coursesApi(),
  render: () => <CourseCatalog />,
};

// ---- Course page --------------------------------------------------------------------------

const nothingBought: Story = {
  parameters: coursesApi(),
  render: signedIn(<Course courseId={2} />),
};
export const CourseNothingBought = nothingBought;
export const CourseNothingBoughtUzbek = inLanguages(nothingBought).uz;
export const CourseNothingBoughtRussian = inLanguages(nothingBought).ru;

/** Levels bought 2 days ago (5 days left), Patterns bought 9 days ago (expired). */
const activeAndExpired: Story = {
  parameters: coursesApi(
    modules((id, m) => (id === 21 ? boughtModule(m, 2) : id === 22 ? boughtModule(m, 9) : m)),
  ),
  render: signedIn(<Course courseId={2} />),
};
export const CourseActiveAndExpired = activeAndExpired;
export const CourseActiveAndExpiredUzbek = inLanguages(activeAndExpired).uz;
export const CourseActiveAndExpiredRussian = inLanguages(activeAndExpired).ru;

export const CourseAllCompleted: Story = {
  parameters: coursesApi(
    modules((_, m) => (m.course_id === 2 ? completedModule(boughtModule(m, 1)) : m)),
  ),
  render: signedIn(<Course courseId={2} />),
};

export const CourseShortOfBalance: Story = {
  parameters: coursesApi((server) => (server.balance = 10_000)),
  render: () => (
    <StorySignedIn balance={10_000}>
      <Course courseId={3} />
    </StorySignedIn>
  ),
};

// ---- Player -------------------------------------------------------------------------------

const playing: Story = {
  parameters: coursesApi(started),
  render: signedIn(<CoursePlayer courseId={2} lessonId={202} />),
};
export const PlayerPlaying = playing;
export const PlayerPlayingUzbek = inLanguages(playing).uz;
export const PlayerPlayingRussian = inLanguages(playing).ru;

export const PlayerLockedLesson: Story = {
  parameters: coursesApi(),
  render: signedIn(<CoursePlayer courseId={2} lessonId={204} />),
};

export const PlayerCompletedMarks: Story = {
  parameters: coursesApi(modules((_, m) => (m.id === 11 ? completedModule(m) : m))),
  render: signedIn(<CoursePlayer courseId={1} lessonId={103} />),
};

export const PlayerSignedOut: Story = {
  parameters: coursesApi(),
  render: () => <CoursePlayer courseId={2} />,
};
