/**
 * Chat and presence (contract chat.ts): the conversations, history, sending, image upload, who
 * is online, and the admin's moderation. Presence tracking starts with the routes (it watches
 * this process's live connections) and stops when the server closes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ChatConversationsResultSchema,
  ChatDeletedResultSchema,
  ChatImageLinksBodySchema,
  ChatImageLinksResultSchema,
  ChatMessageParamsSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResultSchema,
  ChatMuteBodySchema,
  ChatMuteResultSchema,
  ChatMutesResultSchema,
  ChatSendBodySchema,
  ChatSendResultSchema,
  ChatUploadResultSchema,
  ChatUserParamsSchema,
  ConversationParamsSchema,
  ONLINE_USERS_MAX,
  OnlineUsersResultSchema,
} from '@savdo/contract';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/authenticate';
import { fileLinker, uploadGate } from '../files';
import { receiveChatImage } from './upload';
import { renewImageLinks } from './image-links';
import { onlineUsers, registerPresence, startPresence } from './presence';
import {
  assertSendWindowOpen,
  conversations,
  history,
  muteUser,
  removeMessage,
  sendMessage,
  unmuteUser,
  type ChatDeps,
} from './service';
import { activeMute, findMessage, listMutes } from './repository';

/** A user's mute in force, as the audit log keeps it (docs/decisions/0294-admin-audit-log.md). */
async function muteBefore(c: AppContext, userId: number) {
  const mute = await activeMute(c.db, userId);
  return mute
    ? { user_id: mute.user_id, until: mute.until.toISOString(), reason: mute.reason }
    : null;
}

const Ok = Type.Object({ result: Type.Object({ ok: Type.Boolean() }) });

export const chatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const presence = startPresence(ctx.db, ctx.live, app.log);
  registerPresence(ctx, presence);
  app.addHook('preClose', async () => presence.stop());
  const deps: ChatDeps = {
    db: ctx.db,
    publish: (event, audience) => ctx.live.publish(event, audience),
    limiter: ctx.limiter,
    link: fileLinker(ctx.config.files),
  };

  app.get(
    '/chat/conversations',
    { schema: { response: { 200: ChatConversationsResultSchema } }, config: { auth: 'required' } },
    async (request) => ({
      result: await conversations(ctx.db, requireAuth(request).user, deps.link),
    }),
  );

  app.get(
    '/chat/:conversation_id/messages',
    {
      schema: {
        params: ConversationParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await history(
        ctx.db,
        requireAuth(request).user,
        request.params.conversation_id,
        request.query,
        deps.link,
      ),
    }),
  );

  app.post(
    '/chat/:conversation_id/send',
    {
      schema: {
        params: ConversationParamsSchema,
        body: ChatSendBodySchema,
        response: { 201: ChatSendResultSchema },
      },
      // A flood's refusals are decided before the user is read: no query at all.
      config: {
        auth: 'required',
        beforeUserLookup: (userId) => assertSendWindowOpen(deps.limiter, userId),
      },
    },
    async (request, reply) => {
      const message = await sendMessage(
        deps,
        requireAuth(request).user,
        request.params.conversation_id,
        request.body,
      );
      return reply.code(201).send({ result: message });
    },
  );

  app.post(
    '/chat/upload/image',
    { schema: { response: { 201: ChatUploadResultSchema } }, config: { auth: 'required' } },
    async (request, reply) => {
      const { user } = requireAuth(request);
      // Per-user and per-process upload limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
      const image = await uploadGate(ctx).run({ request, reply }, 'chat', (lease) =>
        receiveChatImage(ctx.db, request, {
          userId: user.id,
          lease,
          link: deps.link,
          storageDir: ctx.config.files.storageDir,
        }),
      );
      return reply.code(201).send({ result: image });
    },
  );

  app.post(
    '/chat/images/links',
    {
      schema: { body: ChatImageLinksBodySchema, response: { 200: ChatImageLinksResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => ({
      result: await renewImageLinks(ctx.db, requireAuth(request).user, request.body.ids, deps.link),
    }),
  );

  app.get(
    '/online-users',
    { schema: { response: { 200: OnlineUsersResultSchema } }, config: { auth: 'required' } },
    async () => ({
      result: (await onlineUsers(ctx.db, presence.ttlSeconds, ONLINE_USERS_MAX)).users,
    }),
  );

  app.delete(
    '/admin/chat/messages/:id',
    {
      schema: { params: ChatMessageParamsSchema, response: { 200: ChatDeletedResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'chat_message',
          action: 'chat_message.delete',
          before: (c, request) =>
            findMessage(c.db, (request.params as { id: number }).id, deps.link),
        },
      },
    },
    async (request) => ({ result: await removeMessage(ctx.db, deps.publish, request.params.id) }),
  );

  app.get(
    '/admin/chat/mutes',
    { schema: { response: { 200: ChatMutesResultSchema } }, config: { auth: 'admin' } },
    async () => ({
      result: (await listMutes(ctx.db)).map((m) => ({
        user_id: m.user_id,
        until: m.until.toISOString(),
        reason: m.reason,
      })),
    }),
  );

  app.post(
    '/admin/chat/mutes',
    {
      schema: { body: ChatMuteBodySchema, response: { 200: ChatMuteResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'chat_mute',
          action: 'chat_mute.mute',
          before: (c, request) => muteBefore(c, (request.body as { user_id: number }).user_id),
          entityId: (request) => String((request.body as { user_id: number }).user_id),
        },
      },
    },
    async (request) => ({
      result: await muteUser(ctx.db, {
        userId: request.body.user_id,
        minutes: request.body.minutes,
        reason: request.body.reason ?? null,
        by: requireAuth(request).user.id,
      }),
    }),
  );

  app.delete(
    '/admin/chat/mutes/:user_id',
    {
      schema: { params: ChatUserParamsSchema, response: { 200: Ok } },
      // Answers only { ok }: the log's "before" holds the mute that was lifted.
      config: {
        auth: 'admin',
        audit: {
          entity: 'chat_mute',
          action: 'chat_mute.unmute',
          before: (c, request) => muteBefore(c, (request.params as { user_id: number }).user_id),
        },
      },
    },
    async (request) => {
      await unmuteUser(ctx.db, request.params.user_id);
      return { result: { ok: true } };
    },
  );
};
