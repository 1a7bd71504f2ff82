/**
 * The hook for "an admin answered your support question": the notifications feature turns each
 * reply into a notification (docs/decisions/0240-chat-conversations-and-membership.md). Chat does
 * not import notifications, so the two features stay apart; notifications (or the app's wiring)
 * registers a listener with `onSupportReply`. Listeners run after the message is stored and
 * delivered, side by side: a failing listener is logged and never fails the reply.
 */
import type { ChatMessage } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import type { PublishLive } from '../../live/publisher';

export interface SupportReply {
  /** The user whose support conversation got the reply (the one to notify). */
  userId: number;
  /** The admin's message, as members see it. */
  message: ChatMessage;
}

/** What a listener may use: the database and the live channel of the process that replied. */
export interface SupportReplyContext {
  db: Db;
  publish: PublishLive;
}

export type SupportReplyListener = (
  reply: SupportReply,
  ctx: SupportReplyContext,
) => void | Promise<void>;

const listeners = new Set<SupportReplyListener>();

/** Registers a listener for every admin reply in a support conversation; returns the undo. */
export function onSupportReply(listener: SupportReplyListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener and waits for them (so the notification exists when the reply returns). */
export async function emitSupportReply(
  ctx: SupportReplyContext,
  reply: SupportReply,
): Promise<void> {
  const results = await Promise.allSettled(
    [...listeners].map(async (listener) => listener(reply, ctx)),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      console.error('[chat] a support-reply listener failed:', result.reason);
    }
  }
}
