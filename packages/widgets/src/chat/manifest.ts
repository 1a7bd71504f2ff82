// <savdo-chat>: the element contract, read by defineWidget and the custom-elements generator.
// Chat is for the product's own origin: on a partner page it shows a sign-in link.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const CHAT_ROOMS = ['community', 'support'] as const;
export type ChatRoomKind = (typeof CHAT_ROOMS)[number];

export const chatManifest = widgetManifest({
  tagName: 'savdo-chat',
  description:
    'Chat: the community room of the interface language and the private support conversation, history with infinite scroll upwards, Enter to send, up to 2 images (5 MB each), the live connection state and who is online.',
  attributes: {
    room: {
      type: 'enum',
      values: CHAT_ROOMS,
      default: 'community',
      description: 'The conversation it opens with: community or support.',
    },
    conversation: {
      type: 'string',
      description:
        'A conversation id to open instead (admins: support-<user id> to answer a user).',
    },
    'hide-online': { type: 'boolean', description: 'Hides the online-users list.' },
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  properties: {},
  events: {
    'savdo-chat-sent': event<{ conversationId: string; messageId: number }>({
      description: 'The user sent a message.',
      detail: '{ conversationId: string; messageId: number }',
    }),
  },
  parts: {
    header: 'The heading row: rooms, connection state, online count.',
    messages: 'The scrolling list of messages.',
    message: 'One message.',
    composer: 'The text box, attachments and send button.',
    online: 'The online-users list.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-chat': WidgetElement<typeof chatManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-chat': WidgetJsxProps<typeof chatManifest>;
    }
  }
}
