/**
 * The help texts' share of the AI assistant (decision 0250): every instruction in uz, ru and en
 * (a missing language falls back to English, then any), cited inside the assistant (the help
 * page lists them without addresses of their own), with the page it helps on as the related
 * link. The fingerprint moves with any added, edited or removed instruction.
 */
import { LANGUAGES, type InstructionLocation, type Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import {
  assistantSourceUrl,
  type AssistantSource,
  type AssistantSourceDocument,
} from '../assistant';

/** The hosted site's page each instruction location helps on. */
export const INSTRUCTION_PAGES: Record<InstructionLocation, string> = {
  dashboard: '/dashboard',
  top_up: '/dashboard?top_up',
  courses: '/video-courses',
  signals: '/trading-signals',
  calendar: '/economic-calendar',
  journal: '/trading-journal',
  algo: '/algo-trading',
  resources: '/resource-center',
  plans: '/upgrade-plan',
  profile: '/profile',
  chat: '/help',
  help: '/help',
};

type Texts = Partial<Record<Language, string>>;

interface InstructionDocRow {
  id: number;
  location: InstructionLocation;
  title: Texts;
  body: Texts;
}

const textIn = (texts: Texts, lang: Language) =>
  texts[lang] || texts.en || Object.values(texts).find(Boolean) || '';

export async function instructionDocuments(q: Queryable): Promise<AssistantSourceDocument[]> {
  const { rows } = await q.query<InstructionDocRow>(
    'SELECT id::int AS id, location, title, body FROM instructions ORDER BY position, id',
  );
  return rows.flatMap((row) =>
    LANGUAGES.map((language) => {
      const sourceId = `instruction.${row.id}`;
      return {
        sourceId,
        kind: 'instruction' as const,
        language,
        title: textIn(row.title, language),
        text: textIn(row.body, language),
        url: assistantSourceUrl(sourceId),
        relatedUrl: INSTRUCTION_PAGES[row.location] ?? null,
        keywords: row.location.replace('_', ' '),
      };
    }),
  );
}

export const instructionsAssistantSource: AssistantSource = {
  name: 'instructions',
  load: instructionDocuments,
  async fingerprint(q) {
    const res = await q.query<{ f: string }>(
      `SELECT concat_ws(':', count(*), max(updated_at)) AS f FROM instructions`,
    );
    return res.rows[0]?.f ?? '';
  },
};
