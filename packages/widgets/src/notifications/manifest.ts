// <savdo-notifications>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';

export const notificationsManifest = widgetManifest({
  tagName: 'savdo-notifications',
  description:
    "The signed-in user's notifications: a bell with the unread count that toggles the notification sidebar (mark read, mark all read, live arrivals, browser notifications as the user chose), or the notification preferences.",
  attributes: {
    view: {
      type: 'enum',
      values: ['bell', 'preferences'],
      default: 'bell',
      description: 'The bell and sidebar, or the preferences form (the settings page).',
    },
  },
  properties: {
    onOpenLink: property<(link: string) => void>({
      type: '(link: string) => void',
      description: "Follows a notification's link instead of plain navigation.",
    }),
  },
  events: {
    'savdo-notification-open': event<{ id: number; link: string }>({
      description: 'The user opened a notification that has a link.',
      detail: '{ id: number; link: string }',
    }),
  },
  parts: {
    bell: 'The bell button.',
    sidebar: 'The notification sidebar.',
    'notification-list': 'The list of notifications.',
    'notification-preferences': 'The preferences form.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-notifications': WidgetElement<typeof notificationsManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-notifications': WidgetJsxProps<typeof notificationsManifest>;
    }
  }
}
