// <savdo-course-player>: the element contract, read by defineWidget and by the
// custom-elements.json generator. Lessons are the signed-in user's own (access,
// progress, playback tokens), so on a partner page (public mode) or signed out it is a sign-in
// link and asks nothing (docs/architecture.md, security boundaries).
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import { type NavigateTo } from '@savdo/ui/courses';

export const coursePlayerManifest = widgetManifest({
  tagName: 'savdo-course-player',
  description:
    "A course's lesson player: the video (speed, keyboard shortcuts, resume), progress saved while watching, previous / next, the lesson list with completed marks, Mark as complete, and a locked lesson's Buy.",
  attributes: {
    'course-id': { type: 'number', description: 'The course.' },
    'lesson-id': {
      type: 'number',
      description: 'The lesson opened (none: the last viewed lesson, else the first).',
    },
  },
  properties: {
    onNavigate: property<NavigateTo>({
      type: '(path: string) => void',
      description:
        "A host app's router: called with the player's path of the lesson chosen (/video-courses/2/player/204), so the address follows the lesson.",
    }),
  },
  events: {
    'savdo-lesson-change': event<{ courseId: number; lessonId: number }>({
      description: 'The lesson shown changed (a choice in the list, previous / next).',
      detail: '{ courseId: number; lessonId: number }',
    }),
    'savdo-lesson-completed': event<{ courseId: number; lessonId: number }>({
      description: 'A lesson was completed (it ended, or Mark as complete).',
      detail: '{ courseId: number; lessonId: number }',
    }),
  },
  parts: {
    video: 'The video element (or the provider frame).',
    controls: 'The row under the video: previous, speed, mark complete, next.',
    lessons: 'The lesson list.',
    lesson: 'One lesson in the list.',
    locked: "A locked lesson's notice with its Buy.",
    'sign-in-link': 'A sign-in link (partner pages and signed-out visitors).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-course-player': WidgetElement<typeof coursePlayerManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-course-player': WidgetJsxProps<typeof coursePlayerManifest>;
    }
  }
}
