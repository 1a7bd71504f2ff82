/**
 * The assistant's calls (contract assistant.ts): status, ask (a server-sent-event stream),
 * conversations (list, one, clear one, clear all) and one cited source in full. Every call is
 * the signed-in user's own. The search index is built per app from the features'
 * `assistantSources` and kept fresh by the index service.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSISTANT_CONVERSATION_MAX_MESSAGES,
  ASSISTANT_PAGE_SIZE,
  ASSISTANT_SOURCE_KINDS,
  AssistantAskBodySchema,
  AssistantClearedResultSchema,
  AssistantConversationResultSchema,
  AssistantConversationsQuerySchema,
  AssistantConversationsResultSchema,
  AssistantDocumentResultSchema,
  AssistantSourceParamsSchema,
  AssistantSourceQuerySchema,
  AssistantStatusResultSchema,
  IdParamsSchema,
} from '@savdo/contract';
import { NotFoundError } from '../../domain-errors';
import { requireAuth } from '../../http/authenticate';
import { requestLanguage } from '../../http/error-handler';
import { createIndexService } from './index-service';
import {
  deleteAllConversations,
  deleteConversation,
  findConversation,
  listConversations,
  listMessages,
  presentConversation,
  presentMessage,
} from './repository';
import {
  ConversationNotFoundError,
  acceptQuestion,
  answerQuestion,
  type AssistantDeps,
} from './service';
import { SSE_HEADERS, createEventStream } from './sse';

export const assistantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = ctx.config.assistant;
  const index = createIndexService({
    db: ctx.db,
    sources: ctx.assistantSources,
    checkEveryMs: config.indexCheckMs,
    log: app.log,
  });
  const deps: AssistantDeps = { db: ctx.db, config, index, log: app.log };

  app.get(
    '/ai-assistant/status',
    { schema: { response: { 200: AssistantStatusResultSchema } }, config: { auth: 'required' } },
    async () => {
      const counts = (await index.current()).counts();
      return {
        result: {
          mode: config.model ? ('model' as const) : ('excerpts' as const),
          questions_per_minute: config.questionsPerMinute,
          sources: ASSISTANT_SOURCE_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({
            kind,
            documents: counts.get(kind) ?? 0,
          })),
        },
      };
    },
  );

  app.post(
    '/ai-assistant/ask',
    { schema: { body: AssistantAskBodySchema }, config: { auth: 'required' }, compress: false },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const language = request.body.language ?? requestLanguage(request.headers['accept-language']);
      // Refusals (bad input, the rate limit, someone else's conversation) answer before the stream.
      const accepted = await acceptQuestion(deps, user.id, {
        question: request.body.question,
        conversationId: request.body.conversation_id,
        language,
      });
      const events = createEventStream();
      void answerQuestion(deps, accepted, events.send)
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'assistant answer failed');
          events.send({ type: 'error', message: 'The answer failed. Please ask again.' });
        })
        .finally(() => events.end());
      return reply.code(200).headers(SSE_HEADERS).send(events.stream);
    },
  );

  app.get(
    '/ai-assistant/conversations',
    {
      schema: {
        querystring: AssistantConversationsQuerySchema,
        response: { 200: AssistantConversationsResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const limit = request.query.limit ?? ASSISTANT_PAGE_SIZE;
      const page = request.query.page ?? 1;
      const { rows, total } = await listConversations(ctx.db, user.id, limit, (page - 1) * limit);
      return { result: { data: rows.map(presentConversation), page, limit, total } };
    },
  );

  app.get(
    '/ai-assistant/conversations/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: AssistantConversationResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const conversation = await findConversation(ctx.db, user.id, request.params.id);
      if (!conversation) throw new ConversationNotFoundError();
      const messages = await listMessages(
        ctx.db,
        conversation.id,
        ASSISTANT_CONVERSATION_MAX_MESSAGES,
      );
      return {
        result: {
          conversation: presentConversation(conversation),
          messages: messages.map(presentMessage),
        },
      };
    },
  );

  app.delete(
    '/ai-assistant/conversations/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: AssistantClearedResultSchema } },
      config: { auth: 'required' },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const deleted = await deleteConversation(ctx.db, user.id, request.params.id);
      if (deleted === 0) throw new ConversationNotFoundError();
      return { result: { deleted } };
    },
  );

  app.delete(
    '/ai-assistant/conversations',
    { schema: { response: { 200: AssistantClearedResultSchema } }, config: { auth: 'required' } },
    async (request) => {
      const { user } = requireAuth(request);
      return { result: { deleted: await deleteAllConversations(ctx.db, user.id) } };
    },
  );

  app.get(
    '/ai-assistant/sources/:source_id',
    {
      schema: {
        params: AssistantSourceParamsSchema,
        querystring: AssistantSourceQuerySchema,
        response: { 200: AssistantDocumentResultSchema },
      },
      config: { auth: 'required' },
    },
    async (request) => {
      const language =
        request.query.language ?? requestLanguage(request.headers['accept-language']);
      const doc = (await index.current()).document(request.params.source_id, language);
      if (!doc) throw new NotFoundError('Source not found');
      return {
        result: {
          source_id: doc.sourceId,
          kind: doc.kind,
          language: doc.language,
          title: doc.title,
          text: doc.text,
          url: doc.url,
          related_url: doc.relatedUrl ?? null,
        },
      };
    },
  );
};
