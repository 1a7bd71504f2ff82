/**
 * The chat's rules, shared by the routes and the admin commands: who is in which conversation,
 * sending (mute, send limit, images), history, deleting and muting, and the live delivery of
 * each change to the conversation's members only.
 */
import {
  CHAT_IMAGES_MAX,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMIT,
  CHAT_SEND_WINDOW_SECONDS,
  LANGUAGES,
  chatMutedMessage,
  communityConversationId,
  parseConversationId,
  supportConversationId,
  type ChatConversation,
  type ChatMessage,
  type ChatMessagesQuery,
  type ChatMute,
  type ChatSendRequest,
  type Page,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { UNIQUE_VIOLATION, sqlState, type Db } from '../../db/adapter';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../domain-errors';
import type { LiveAudience } from '../../live/audience';
import type { PublishLive } from '../../live/publisher';
import type { RateLimiter } from '../../http/rate-limit';
import type { FileLinker } from '../files';
import { findUserById } from '../users';
import {
  activeMute,
  adminIds,
  attachImages,
  countRecentMessages,
  deleteMessage,
  findMessage,
  freeImagesOf,
  insertMessage,
  lastMessages,
  listMessages,
  removeMute,
  supportConversations,
  upsertMute,
} from './repository';
import { emitSupportReply } from './support-replies';

/** Who is asking: the user's id and whether they are an admin. */
export interface ChatViewer {
  id: number;
  role: string;
}

export class NotInConversationError extends ForbiddenError {
  constructor() {
    super(CHAT_MESSAGES.notMember);
  }
}

export class ChatMutedError extends ForbiddenError {}

const isAdmin = (viewer: ChatViewer) => viewer.role === 'admin';

/**
 * Every signed-in user is in every community room (one per interface language, so a reader can
 * switch); a support conversation holds its user and the admins. An admin may open the support
 * conversation of any existing user; a support id of nobody is not found.
 */
export async function assertMember(
  q: Queryable,
  viewer: ChatViewer,
  conversationId: string,
): Promise<void> {
  const parsed = parseConversationId(conversationId);
  if (!parsed) throw new NotFoundError('Conversation not found');
  if (parsed.kind === 'community') return;
  if (parsed.userId === viewer.id) return;
  if (!isAdmin(viewer)) throw new NotInConversationError();
  if (!(await findUserById(q, parsed.userId))) throw new NotFoundError('Conversation not found');
}

/** Who gets a conversation's live events: every signed-in user, or the user and the admins. */
export async function audienceOf(q: Queryable, conversationId: string): Promise<LiveAudience> {
  const parsed = parseConversationId(conversationId);
  if (!parsed || parsed.kind === 'community') return { kind: 'signed-in' };
  const admins = await adminIds(q);
  return { kind: 'users', userIds: [...new Set([parsed.userId, ...admins])] };
}

export async function history(
  q: Queryable,
  viewer: ChatViewer,
  conversationId: string,
  query: ChatMessagesQuery,
  link: FileLinker,
): Promise<Page<ChatMessage>> {
  await assertMember(q, viewer, conversationId);
  const limit = query.limit ?? CHAT_PAGE_SIZE;
  const page = query.page ?? 1;
  const { data, total } = await listMessages(
    q,
    conversationId,
    {
      limit,
      page,
      beforeId: query.before_id ?? null,
    },
    link,
  );
  return { data, page, limit, total };
}

const SEND_RULE = {
  name: 'chat-send',
  limit: CHAT_SEND_LIMIT,
  windowSeconds: CHAT_SEND_WINDOW_SECONDS,
};

/**
 * A flood's cheap refusal: a send window this process already knows is full is refused before
 * any query (docs/decisions/0292-rate-limits-reserved-in-blocks.md); it counts nothing. The send
 * route also asks it before the user is read (routes.ts, `beforeUserLookup`).
 */
export function assertSendWindowOpen(limiter: RateLimiter, userId: number) {
  const wait = limiter.knownFull(SEND_RULE, String(userId));
  if (wait > 0) throw new TooManyRequestsError(CHAT_MESSAGES.tooFast, wait);
}

/** The send limit: the shared rate counter first (http/rate-limit.ts), then the stored messages. */
async function assertSendRate(db: Queryable, limiter: RateLimiter, userId: number) {
  const wait = await limiter.hit(SEND_RULE, String(userId));
  if (wait > 0) throw new TooManyRequestsError(CHAT_MESSAGES.tooFast, wait);
  const recent = await countRecentMessages(db, userId, CHAT_SEND_WINDOW_SECONDS);
  if (recent >= CHAT_SEND_LIMIT) {
    throw new TooManyRequestsError(CHAT_MESSAGES.tooFast, CHAT_SEND_WINDOW_SECONDS);
  }
}

export async function assertNotMuted(q: Queryable, userId: number): Promise<void> {
  const mute = await activeMute(q, userId);
  if (mute) throw new ChatMutedError(chatMutedMessage(mute.until));
}

export interface ChatDeps {
  db: Db;
  publish: PublishLive;
  limiter: RateLimiter;
  /** Signs the links of message images (they are private). */
  link: FileLinker;
}

/**
 * Sends a message: a member, not muted, under the send limit, with text or images (up to two,
 * uploaded by the sender and not yet in another message). Stored as given (trimmed), never as
 * HTML; then delivered live to the conversation's members.
 */
export async function sendMessage(
  deps: ChatDeps,
  viewer: ChatViewer,
  conversationId: string,
  body: ChatSendRequest,
): Promise<ChatMessage> {
  const { db } = deps;
  // Before any query: a flood's refusals cost the database nothing (a user's full window is
  // theirs whatever the conversation).
  assertSendWindowOpen(deps.limiter, viewer.id);
  await assertMember(db, viewer, conversationId);
  await assertNotMuted(db, viewer.id);
  await assertSendRate(db, deps.limiter, viewer.id);
  const text = body.text.trim();
  const imageIds = body.image_ids ?? [];
  if (imageIds.length > CHAT_IMAGES_MAX) {
    throw new ValidationError(CHAT_MESSAGES.tooManyImages, {
      image_ids: CHAT_MESSAGES.tooManyImages,
    });
  }
  if (new Set(imageIds).size !== imageIds.length) {
    throw new ValidationError(CHAT_MESSAGES.imageUsed, { image_ids: CHAT_MESSAGES.imageUsed });
  }
  if (text === '' && imageIds.length === 0) {
    throw new ValidationError(CHAT_MESSAGES.empty, { text: CHAT_MESSAGES.empty });
  }
  const id = await db.transaction(async (tx) => {
    if (imageIds.length > 0) {
      const free = await freeImagesOf(tx, viewer.id, imageIds);
      if (free.length !== imageIds.length) {
        throw new ValidationError(CHAT_MESSAGES.unknownImage, {
          image_ids: CHAT_MESSAGES.unknownImage,
        });
      }
    }
    const messageId = await insertMessage(tx, { conversationId, userId: viewer.id, text });
    try {
      await attachImages(tx, messageId, imageIds);
    } catch (error) {
      // Two sends racing with the same image: the second one loses here.
      if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError(CHAT_MESSAGES.imageUsed);
      throw error;
    }
    return messageId;
  });
  const message = await findMessage(db, id, deps.link);
  if (!message) throw new Error(`chat message ${id} vanished after insert`);
  await deps.publish({ type: 'chat.message', message }, await audienceOf(db, conversationId));
  const parsed = parseConversationId(conversationId);
  if (parsed?.kind === 'support' && parsed.userId !== viewer.id && isAdmin(viewer)) {
    await emitSupportReply({ db, publish: deps.publish }, { userId: parsed.userId, message });
  }
  return message;
}

/** An admin removes a message (and its images); members see it vanish live. */
export async function removeMessage(
  db: Db,
  publish: PublishLive,
  messageId: number,
): Promise<{ conversation_id: string; message_id: number }> {
  const deleted = await deleteMessage(db, messageId);
  if (!deleted) throw new NotFoundError(CHAT_MESSAGES.notFound);
  const event = {
    type: 'chat.deleted' as const,
    conversation_id: deleted.conversation_id,
    message_id: messageId,
  };
  await publish(event, await audienceOf(db, deleted.conversation_id));
  return { conversation_id: deleted.conversation_id, message_id: messageId };
}

export async function muteUser(
  db: Queryable,
  mute: { userId: number; minutes: number; reason?: string | null; by: number | null },
): Promise<ChatMute> {
  if (!(await findUserById(db, mute.userId))) throw new NotFoundError('User not found');
  const row = await upsertMute(db, {
    userId: mute.userId,
    minutes: mute.minutes,
    reason: mute.reason?.trim() || null,
    by: mute.by,
  });
  return { user_id: row.user_id, until: row.until.toISOString(), reason: row.reason };
}

export async function unmuteUser(db: Queryable, userId: number): Promise<void> {
  if (!(await removeMute(db, userId))) throw new NotFoundError('This user is not muted');
}

/** The viewer's conversations: the three rooms, their support one, and for admins every
 *  support conversation with messages. Each with its newest message. */
export async function conversations(
  q: Queryable,
  viewer: ChatViewer,
  link: FileLinker,
): Promise<ChatConversation[]> {
  const list: ChatConversation[] = LANGUAGES.map((language) => ({
    id: communityConversationId(language),
    kind: 'community',
    language,
    user_id: null,
    title: null,
    last_message: null,
  }));
  const own = supportConversationId(viewer.id);
  list.push({
    id: own,
    kind: 'support',
    language: null,
    user_id: viewer.id,
    title: null,
    last_message: null,
  });
  if (isAdmin(viewer)) {
    for (const c of await supportConversations(q, 200)) {
      if (c.conversation_id === own) continue;
      list.push({
        id: c.conversation_id,
        kind: 'support',
        language: null,
        user_id: c.user_id,
        title: c.name,
        last_message: null,
      });
    }
  }
  const last = await lastMessages(
    q,
    list.map((c) => c.id),
    link,
  );
  return list.map((c) => ({ ...c, last_message: last.get(c.id) ?? null }));
}
