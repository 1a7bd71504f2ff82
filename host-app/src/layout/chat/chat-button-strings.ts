// Strings of the header's chat button and side panel (namespace `host-chat`); the panel's
// content is <savdo-chat> with its own strings.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  open: 'Chat',
  openUnread: 'Chat: {{count}} ta yangi xabar',
  close: 'Chatni yopish',
  title: 'Chat',
};
const en: LocaleOf<typeof uz> = {
  open: 'Chat',
  openUnread: 'Chat: {{count}} new messages',
  close: 'Close the chat',
  title: 'Chat',
};
const ru: LocaleOf<typeof uz> = {
  open: 'Чат',
  openUnread: 'Чат: {{count}} новых сообщений',
  close: 'Закрыть чат',
  title: 'Чат',
};

export const chatButtonStrings = widgetStrings('host-chat', { uz, en, ru });
