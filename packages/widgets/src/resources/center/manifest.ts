// <savdo-resource-center>: the element contract, read by defineWidget and by the
// custom-elements.json generator. The center is for signed-in users on the product's
// own origin; elsewhere it shows a sign-in link.
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import type { ResourceNavigate } from '@savdo/ui/resources';

export const resourceCenterManifest = widgetManifest({
  tagName: 'savdo-resource-center',
  description:
    'The resource center: category tabs, a search, the featured row and cards of PDFs, articles and videos (free or paid), 12 a page.',
  attributes: {
    category: {
      type: 'string',
      description: "The category tab to start on (a category's name, e.g. risk-management).",
    },
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
    'hide-featured': { type: 'boolean', description: 'Leaves out the featured row.' },
  },
  properties: {
    onNavigate: property<ResourceNavigate>({
      type: '(path: string) => void',
      description:
        "A host app's router: a card's plain click calls it with the path (/resource-center/3) instead of loading the page.",
    }),
  },
  events: {
    'savdo-resource-open': event<{ resourceId: number }>({
      description: 'The user opened a resource from the center.',
      detail: '{ resourceId: number }',
    }),
  },
  parts: {
    filters: 'The category tabs and the search.',
    categories: 'The category tabs.',
    featured: 'The featured row.',
    resources: 'The list of resource cards.',
    resource: 'One resource card.',
    pager: 'The previous / next page controls.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-resource-center': WidgetElement<typeof resourceCenterManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-resource-center': WidgetJsxProps<typeof resourceCenterManifest>;
    }
  }
}
