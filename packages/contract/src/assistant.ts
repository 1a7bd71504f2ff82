/**
 * The AI assistant (/ai-assistant): answers traders' questions about our own content
 * (courses and lessons, resources, instructions, a trading glossary, the spec's business rules),
 * citing its sources, with a fixed not-financial-advice disclaimer. Decision 0250.
 * - `GET /ai-assistant/status`: whether a model answers or the assistant answers with excerpts,
 *   and the per-user rate limit.
 * - `POST /ai-assistant/ask`: a question; the answer streams back as server-sent events
 *   (`text/event-stream`, the events of `AssistantStreamEvent`). Refusals of bad input and the
 *   rate limit answer plain JSON errors before any event.
 * - `GET /ai-assistant/conversations` (limit, page; 20 a page): the user's conversations.
 * - `GET /ai-assistant/conversations/{id}`: one with its messages.
 * - `DELETE /ai-assistant/conversations/{id}` and `DELETE /ai-assistant/conversations`: clear.
 * - `GET /ai-assistant/sources/{source_id}`: one cited document in full (a rule, a term).
 */
import { Type, type Static } from 'typebox';
import { IdSchema, LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf } from './common';
import { LANGUAGES, type Language } from './constants';

export const ASSISTANT_PAGE_SIZE = 20;
/** The longest question, in characters. */
export const ASSISTANT_QUESTION_MAX = 1000;
/** The most messages one conversation keeps (questions and answers); then a new one starts. */
export const ASSISTANT_CONVERSATION_MAX_MESSAGES = 200;

/** What a cited document is: where its link goes follows from it. */
export const ASSISTANT_SOURCE_KINDS = [
  'course',
  'lesson',
  'resource',
  'instruction',
  'glossary',
  'rule',
] as const;
export const AssistantSourceKindSchema = LiteralUnion(ASSISTANT_SOURCE_KINDS);
export type AssistantSourceKind = Static<typeof AssistantSourceKindSchema>;

/** `model`: written by the language model; `excerpts`: the retrieved passages as they are. */
export const ASSISTANT_ANSWER_MODES = ['model', 'excerpts', 'refusal'] as const;
export const AssistantAnswerModeSchema = LiteralUnion(ASSISTANT_ANSWER_MODES);
export type AssistantAnswerMode = Static<typeof AssistantAnswerModeSchema>;

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;
export const AssistantRoleSchema = LiteralUnion(ASSISTANT_ROLES);
export type AssistantRole = Static<typeof AssistantRoleSchema>;

export const AssistantLanguageSchema = LiteralUnion(LANGUAGES, {
  errorMessage: `language must be one of: ${LANGUAGES.join(', ')}`,
});

/** `rule.module-access`, `glossary.stop-loss`, `lesson.12`: kind, a dot, a key. */
export const ASSISTANT_SOURCE_ID_PATTERN = '^[a-z]+\\.[a-z0-9-]{1,80}$';

/** One source an answer rests on, with where to read it. */
export const AssistantCitationSchema = Type.Object({
  /** The document's id (`rule.module-access`); the same in every language. */
  source_id: Type.String(),
  kind: AssistantSourceKindSchema,
  title: Type.String(),
  /**
   * A path of the hosted site: a lesson's player, a course, a resource; a rule or a term opens
   * in the assistant's own page (`/ai-assistant?source=rule.module-access`).
   */
  url: Type.String(),
  /** The passage the answer used, shortened. */
  excerpt: Type.String(),
});
export type AssistantCitation = Static<typeof AssistantCitationSchema>;

export const AssistantMessageSchema = Type.Object({
  id: Type.Integer(),
  role: AssistantRoleSchema,
  /** The question, or the answer as plain text (render it as text). */
  content: Type.String(),
  /** Answers only; null for a question. */
  mode: Nullable(AssistantAnswerModeSchema),
  citations: Type.Array(AssistantCitationSchema),
  language: AssistantLanguageSchema,
  /**
   * Answers only: the model could not be reached (an error or a timeout) and the answer fell
   * back to excerpts.
   */
  model_failed: Type.Boolean(),
  /** Answers only: the fixed not-financial-advice disclaimer in the answer's language. */
  disclaimer: Nullable(Type.String()),
  created_at: Type.String(),
});
export type AssistantMessage = Static<typeof AssistantMessageSchema>;

export const AssistantConversationSchema = Type.Object({
  id: Type.Integer(),
  /** The first question, shortened. */
  title: Type.String(),
  message_count: Type.Integer({ minimum: 0 }),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type AssistantConversation = Static<typeof AssistantConversationSchema>;

export const AssistantConversationsQuerySchema = Type.Object({ ...PageQuerySchema.properties });
export type AssistantConversationsQuery = Static<typeof AssistantConversationsQuerySchema>;
export const AssistantConversationsResultSchema = PageOf(AssistantConversationSchema);
export type AssistantConversationsResponse = Static<typeof AssistantConversationsResultSchema>;

export const AssistantConversationDetailSchema = Type.Object({
  conversation: AssistantConversationSchema,
  messages: Type.Array(AssistantMessageSchema),
});
export const AssistantConversationResultSchema = ResultOf(AssistantConversationDetailSchema);
export type AssistantConversationResponse = Static<typeof AssistantConversationResultSchema>;

export const AssistantClearedResultSchema = ResultOf(
  Type.Object({ deleted: Type.Integer({ minimum: 0 }) }),
);
export type AssistantClearedResponse = Static<typeof AssistantClearedResultSchema>;

export const AssistantAskBodySchema = Type.Object(
  {
    question: Type.String({
      minLength: 1,
      maxLength: ASSISTANT_QUESTION_MAX,
      errorMessage: `question must be 1 to ${ASSISTANT_QUESTION_MAX} characters`,
    }),
    /** Continue this conversation; left out: a new one. */
    conversation_id: Type.Optional(IdSchema('conversation_id must be a positive whole number')),
    /** The language to search and answer in; default: the request's Accept-Language, else en. */
    language: Type.Optional(AssistantLanguageSchema),
  },
  { additionalProperties: false },
);
export type AssistantAskRequest = Static<typeof AssistantAskBodySchema>;

export const AssistantStatusSchema = Type.Object({
  /** `model` when AI_BASE_URL, AI_API_KEY and AI_MODEL are set; otherwise excerpts only. */
  mode: LiteralUnion(['model', 'excerpts'] as const),
  /** Questions a user may ask per minute. */
  questions_per_minute: Type.Integer({ minimum: 0 }),
  /** What the assistant reads: source kinds with how many documents each has now. */
  sources: Type.Array(
    Type.Object({ kind: AssistantSourceKindSchema, documents: Type.Integer({ minimum: 0 }) }),
  ),
});
export const AssistantStatusResultSchema = ResultOf(AssistantStatusSchema);
export type AssistantStatus = Static<typeof AssistantStatusSchema>;
export type AssistantStatusResponse = Static<typeof AssistantStatusResultSchema>;

export const AssistantSourceParamsSchema = Type.Object({
  source_id: Type.String({
    pattern: ASSISTANT_SOURCE_ID_PATTERN,
    maxLength: 100,
    errorMessage: 'source_id must look like rule.module-access',
  }),
});
export const AssistantSourceQuerySchema = Type.Object({
  language: Type.Optional(AssistantLanguageSchema),
});
export const AssistantDocumentSchema = Type.Object({
  source_id: Type.String(),
  kind: AssistantSourceKindSchema,
  language: AssistantLanguageSchema,
  title: Type.String(),
  text: Type.String(),
  url: Type.String(),
  /** The page of the product the document is about (top-up, plans), when there is one. */
  related_url: Nullable(Type.String()),
});
export type AssistantDocument = Static<typeof AssistantDocumentSchema>;
export const AssistantDocumentResultSchema = ResultOf(AssistantDocumentSchema);
export type AssistantDocumentResponse = Static<typeof AssistantDocumentResultSchema>;

/**
 * The events of the answer stream, one per SSE `data:` line (the SSE `event:` field repeats
 * `type`): `start` (the question is saved; the passages found), `delta` (more answer text),
 * `done` (the answer as saved), `error` (the model failed; the answer falls back to excerpts and
 * `done` follows).
 */
export type AssistantStreamEvent =
  | {
      type: 'start';
      conversation_id: number;
      question: AssistantMessage;
      mode: AssistantAnswerMode;
      citations: AssistantCitation[];
    }
  | { type: 'delta'; text: string }
  | { type: 'error'; message: string }
  | { type: 'done'; message: AssistantMessage };
export const ASSISTANT_STREAM_EVENT_TYPES = ['start', 'delta', 'error', 'done'] as const;

/** Shown under every answer and with every refusal, in the answer's language. */
export const ASSISTANT_DISCLAIMER: Record<Language, string> = {
  uz: "Bu moliyaviy maslahat emas. Javoblar faqat ta'limiy ma'lumot beradi; savdo qarorlari va ularning foyda yoki zarari to'liq sizning javobgarligingizda.",
  ru: 'Это не финансовый совет. Ответы носят только образовательный характер; торговые решения, их прибыль и убытки полностью на вашей ответственности.',
  en: 'This is not financial advice. Answers are for education only; trading decisions and their profit or loss are entirely your responsibility.',
};

/** The fixed answer to a request for personal buy or sell advice. */
export const ASSISTANT_REFUSAL: Record<Language, string> = {
  uz: "Kechirasiz, men shaxsiy sotib olish yoki sotish bo'yicha maslahat bera olmayman: qaysi aktivni qachon olish yoki sotishni faqat o'zingiz hal qilasiz. Lekin strategiya, risk boshqaruvi yoki kurslarimiz haqida so'rashingiz mumkin.",
  ru: 'Извините, я не даю личных советов о покупке или продаже: что и когда покупать или продавать, решаете только вы. Но я могу рассказать о стратегиях, управлении риском и наших курсах.',
  en: 'Sorry, I cannot give personal advice to buy or sell: what to trade and when is your decision alone. I can explain strategies, risk management and our courses instead.',
};

/** The offline answer's label: the passages are quoted, no model wrote them. */
export const ASSISTANT_EXCERPTS_INTRO: Record<Language, string> = {
  uz: "Materiallarimizdan eng mos parchalar (AI modeli ulanmagan, matn o'zgartirilmagan):",
  ru: 'Самые подходящие отрывки из наших материалов (модель ИИ не подключена, текст без изменений):',
  en: 'The closest excerpts from our materials (no AI model is connected; quoted as they are):',
};

/** Nothing matched the question. */
export const ASSISTANT_NOTHING_FOUND: Record<Language, string> = {
  uz: "Materiallarimizda bu savolga mos narsa topilmadi. Savolni boshqacha so'z bilan yozib ko'ring yoki kurslar, to'ldirish, obunalar haqida so'rang.",
  ru: 'В наших материалах ничего подходящего не нашлось. Попробуйте переформулировать вопрос или спросите о курсах, пополнении или подписках.',
  en: 'Nothing in our materials matches this question. Try other words, or ask about courses, top-ups or subscriptions.',
};
