// <savdo-banners>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';

export const bannersManifest = widgetManifest({
  tagName: 'savdo-banners',
  description:
    'The dashboard banner carousel: the active banners (image, title, link), turning by itself, pausing on hover and focus, with arrows, dots, a pause button and Left/Right keys.',
  attributes: {
    interval: {
      type: 'number',
      description: 'Seconds between turns (6 by default); 0 never turns by itself.',
    },
  },
  properties: {
    onOpenLink: property<(link: string) => void>({
      type: '(link: string) => void',
      description: "Follows a banner's link inside the app instead of plain navigation.",
    }),
  },
  events: {
    'savdo-banner-open': event<{ id: number; link: string }>({
      description: 'A banner with a link was opened.',
      detail: '{ id: number; link: string }',
    }),
  },
  parts: { banners: 'The carousel.', banner: 'One banner (a link).' },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-banners': WidgetElement<typeof bannersManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-banners': WidgetJsxProps<typeof bannersManifest>;
    }
  }
}
