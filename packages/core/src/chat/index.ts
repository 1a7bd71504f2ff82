// Chat and presence on the client, its own entry (`@savdo/core/chat`): the typed calls, the
// query stores, a conversation's timeline, the unread feed and the text and attachment rules.
// Only the chat widget and the host app's chat panel use them, so they stay out of the shared
// core chunk. The unread counter itself ($chat) is in the root core (the header shows it).
export * as chatApi from './api';
export * from './queries';
export * from './chat-room';
export * from './chat-image-links';
export * from './chat-text';
export * from './chat-attachments';
export * from './chat-unread';
