/**
 * "Support replied" (docs/decisions/0230-notifications.md): every admin answer in a trader's
 * support conversation becomes that trader's notification, live, leading to the help page where the
 * conversation is. The chat feature announces replies through its hook (chat/support-replies.ts)
 * and knows nothing of notifications; the listener uses the database and live channel of the
 * process that replied, so it holds for every app in the process.
 */
import { onSupportReply } from '../chat';
import { notify } from './service';

/** The reply's first words in the notification (the whole text is in the chat). */
export const SUPPORT_PREVIEW_CHARS = 140;

/** The text's first words on one line; empty for an image alone (the texts then say so). */
export function supportPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SUPPORT_PREVIEW_CHARS
    ? `${flat.slice(0, SUPPORT_PREVIEW_CHARS - 1).trimEnd()}…`
    : flat;
}

onSupportReply(async ({ userId, message }, { db, publish }) => {
  await notify(
    { db, publish },
    {
      userId,
      kind: 'support_reply',
      params: { preview: supportPreview(message.text) },
      link: '/help',
      dedupeKey: `support_reply:${message.id}`,
    },
  );
});
