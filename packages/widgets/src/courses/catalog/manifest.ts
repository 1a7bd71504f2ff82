// <savdo-course-catalog>: the element contract, read by defineWidget and by the
// custom-elements.json generator. The catalog is public: on a partner page (public
// mode) it lists the courses without anyone's progress, and its links lead to the product.
import { COURSE_LEVELS } from '@savdo/contract';
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import { type NavigateTo } from '@savdo/ui/courses';

export const courseCatalogManifest = widgetManifest({
  tagName: 'savdo-course-catalog',
  description:
    'The video-course catalog: level, free/paid and search filters, cards with price, minutes, lessons and progress, 12 a page.',
  attributes: {
    level: {
      type: 'enum',
      values: COURSE_LEVELS,
      description: 'The level the filter starts with (none: every level).',
    },
    price: {
      type: 'enum',
      values: ['free', 'paid'],
      description: 'Free or paid courses only at first (none: both).',
    },
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  properties: {
    onNavigate: property<NavigateTo>({
      type: '(path: string) => void',
      description:
        "A host app's router: a course link's plain click calls it with the path (/video-courses/3) instead of loading the page.",
    }),
  },
  events: {
    'savdo-course-open': event<{ courseId: number }>({
      description: 'The user opened a course from the catalog.',
      detail: '{ courseId: number }',
    }),
  },
  parts: {
    filters: 'The filters row.',
    courses: 'The list of course cards.',
    course: 'One course card.',
    progress: "A course's progress bar with its band.",
    pager: 'The previous / next page controls.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-course-catalog': WidgetElement<typeof courseCatalogManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-course-catalog': WidgetJsxProps<typeof courseCatalogManifest>;
    }
  }
}
