// <savdo-resource>: one resource's page: its description, then the article's text, the PDF's
// open and download buttons or the video link, or, while a paid one is not bought, its price
// and the buy action (the ONE purchase dialog).
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import type { ResourceNavigate } from '@savdo/ui/resources';

export const resourceManifest = widgetManifest({
  tagName: 'savdo-resource',
  description:
    "One resource: an article's text, a PDF to open or download, or a video link; a paid one is bought through the purchase dialog and then unlocks.",
  attributes: {
    'resource-id': { type: 'number', description: 'The resource to show.' },
    'hide-back': { type: 'boolean', description: 'Leaves out the link back to the center.' },
  },
  properties: {
    onNavigate: property<ResourceNavigate>({
      type: '(path: string) => void',
      description:
        "A host app's router: the back link's plain click calls it with /resource-center instead of loading the page.",
    }),
  },
  events: {
    'savdo-resource-purchased': event<{ resourceId: number; charged: number }>({
      description: 'The user bought the resource (its file, text or link is now open).',
      detail: '{ resourceId: number; charged: number }',
    }),
    'savdo-resource-file-opened': event<{ resourceId: number; download: boolean }>({
      description: 'The user opened or downloaded the PDF.',
      detail: '{ resourceId: number; download: boolean }',
    }),
  },
  parts: {
    header: 'The kind, category, title and description.',
    body: "An article's text.",
    actions: 'Open / download, the video link, or the buy action.',
    locked: 'The notice of a paid resource not bought yet.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-resource': WidgetElement<typeof resourceManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-resource': WidgetJsxProps<typeof resourceManifest>;
    }
  }
}
