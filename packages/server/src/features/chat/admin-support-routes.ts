/**
 * The back office's support inbox and moderation list (docs/decisions/0297-support-inbox.md):
 * support conversations waiting for an answer first, one conversation's messages, support's
 * reply (sent as the signed-in admin through the chat's one send, so the user gets it live and
 * as a notification), and every chat message for the existing delete and mute routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminChatMessagesPageSchema,
  AdminChatMessagesQuerySchema,
  AdminSupportConversationsPageSchema,
  AdminSupportConversationsQuerySchema,
  AdminSupportMessagesQuerySchema,
  AdminSupportParamsSchema,
  AdminSupportReplyBodySchema,
  ChatMessagesResultSchema,
  ChatSendResultSchema,
  supportConversationId,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import { fileLinker } from '../files';
import { listAllMessages, listInbox } from './admin-support-repository';
import { history, sendMessage, type ChatDeps } from './service';

export const adminSupportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const deps: ChatDeps = {
    db: ctx.db,
    publish: (event, audience) => ctx.live.publish(event, audience),
    limiter: ctx.limiter,
    link: fileLinker(ctx.config.files),
  };

  app.get(
    '/admin/support/conversations',
    {
      schema: {
        querystring: AdminSupportConversationsQuerySchema,
        response: { 200: AdminSupportConversationsPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listInbox(ctx.db, request.query, deps.link) }),
  );

  app.get(
    '/admin/support/conversations/:userId/messages',
    {
      schema: {
        params: AdminSupportParamsSchema,
        querystring: AdminSupportMessagesQuerySchema,
        response: { 200: ChatMessagesResultSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => ({
      // The chat's own history: an admin is a member of every existing user's support
      // conversation, and a user id of nobody is 404.
      result: await history(
        ctx.db,
        requireAuth(request).user,
        supportConversationId(request.params.userId),
        request.query,
        deps.link,
      ),
    }),
  );

  app.post(
    '/admin/support/conversations/:userId/reply',
    {
      schema: {
        params: AdminSupportParamsSchema,
        body: AdminSupportReplyBodySchema,
        response: { 200: ChatSendResultSchema },
      },
      config: { auth: 'admin', audit: { entity: 'support_conversation', action: 'support.reply' } },
    },
    async (request) => ({
      result: await sendMessage(
        deps,
        requireAuth(request).user,
        supportConversationId(request.params.userId),
        { text: request.body.text },
      ),
    }),
  );

  app.get(
    '/admin/chat/messages',
    {
      schema: {
        querystring: AdminChatMessagesQuerySchema,
        response: { 200: AdminChatMessagesPageSchema },
      },
      config: { auth: 'admin' },
    },
    async (request) => ({ result: await listAllMessages(ctx.db, request.query, deps.link) }),
  );
};
