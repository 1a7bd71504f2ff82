// <savdo-course>: the element contract, read by defineWidget and by the custom-elements.json
// generator. Buying sells from the balance, so on a partner page (public mode) and
// signed out the buy actions are sign-in links and nothing is bought (docs/architecture.md, security).
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import { type NavigateTo } from '@savdo/ui/courses';

export interface ModulePurchasedDetail {
  courseId: number;
  moduleId: number;
  /** What the balance paid, integer UZS. */
  charged: number;
  /** The new end of the module's access (ISO). */
  accessExpiresAt: string | null;
}

export const courseManifest = widgetManifest({
  tagName: 'savdo-course',
  description:
    "One video course: its header and progress, its modules with their lessons (locked, unlocked, free preview, completed), each module's 7-day access and its Buy / Buy again.",
  attributes: {
    'course-id': { type: 'number', description: 'The course shown.' },
  },
  properties: {
    onNavigate: property<NavigateTo>({
      type: '(path: string) => void',
      description:
        "A host app's router: a lesson link's plain click calls it with the path instead of loading the page.",
    }),
  },
  events: {
    'savdo-module-purchased': event<ModulePurchasedDetail>({
      description: 'A module was bought (or its access extended) from the balance.',
      detail:
        '{ courseId: number; moduleId: number; charged: number; accessExpiresAt: string | null }',
    }),
  },
  parts: {
    header: "The course's header.",
    progress: "The course's progress bar with its band.",
    modules: 'The list of modules.',
    module: 'One module.',
    'module-action': "A module's Buy / Buy again button.",
    lesson: 'One lesson row.',
    'sign-in-link': 'A sign-in link (partner pages and signed-out visitors).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-course': WidgetElement<typeof courseManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-course': WidgetJsxProps<typeof courseManifest>;
    }
  }
}
