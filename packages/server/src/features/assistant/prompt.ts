/**
 * What the model is sent: a system message with the rules (answer only from the numbered
 * passages, cite them as [n], in the user's language, never personal buy/sell advice, the fixed
 * refusal for that), the last turns of the conversation, then the passages and the question.
 */
import { ASSISTANT_REFUSAL, type Language } from '@savdo/contract';
import type { ChatMessage } from './model-client';
import type { Hit } from './search-index';

const LANGUAGE_NAMES: Record<Language, string> = {
  uz: 'Uzbek (Latin script)',
  ru: 'Russian',
  en: 'English',
};

/** How many earlier messages (questions and answers) go along for context. */
export const HISTORY_TURNS = 6;
const HISTORY_MAX_CHARS = 1500;

export function systemPrompt(language: Language): string {
  return [
    'You are the assistant of Savdo, a trading-education product for retail traders in Uzbekistan.',
    'Answer ONLY from the numbered passages the user message gives (our courses, lessons, resources, instructions, glossary and product rules). If they do not answer the question, say so briefly and suggest what to ask instead; never invent prices, rules or figures.',
    'Cite the passages you use with their numbers in square brackets, like [1] or [2].',
    `Write in ${LANGUAGE_NAMES[language]}, in plain text (no HTML), in a few short paragraphs.`,
    'Never give personal financial advice: never tell the user to buy, sell, hold, short or enter any asset, and never predict a price. If asked for that, answer exactly with this refusal and nothing else:',
    ASSISTANT_REFUSAL[language],
  ].join('\n');
}

export function userPrompt(question: string, hits: readonly Hit[]): string {
  const passages = hits
    .map((hit, i) => `[${i + 1}] ${hit.title} (${hit.url})\n${hit.text}`)
    .join('\n\n');
  return `Passages:\n${passages || '(none found)'}\n\nQuestion: ${question}`;
}

export function buildMessages(
  language: Language,
  history: readonly { role: 'user' | 'assistant'; content: string }[],
  question: string,
  hits: readonly Hit[],
): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(language) },
    ...history.slice(-HISTORY_TURNS).map((m) => ({
      role: m.role,
      content: m.content.slice(0, HISTORY_MAX_CHARS),
    })),
    { role: 'user', content: userPrompt(question, hits) },
  ];
}

/** The passages an answer cites by number ([1], [2]); all of them when it names none. */
export function citedHits<T>(answer: string, hits: readonly T[]): T[] {
  const used = new Set<number>();
  for (const match of answer.matchAll(/\[(\d{1,2})\]/g)) used.add(Number(match[1]) - 1);
  const cited = hits.filter((_, i) => used.has(i));
  return cited.length > 0 ? cited : [...hits];
}
