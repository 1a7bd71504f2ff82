// The chat widget: the component, its manifest and strings (element.ts defines the element).
export { Chat, ConnectionBadge, type ChatProps } from './chat';
export { chatManifest, CHAT_ROOMS, type ChatRoomKind } from './manifest';
export { CHAT_NAMESPACE, chatStrings } from './strings';
