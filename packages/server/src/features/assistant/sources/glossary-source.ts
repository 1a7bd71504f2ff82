/** The trading glossary (glossary-terms.ts) as assistant documents, one per term and language. */
import { LANGUAGES } from '@savdo/contract';
import { assistantSourceUrl, staticSource, type AssistantSourceDocument } from '../source';
import { GLOSSARY } from './glossary-terms';

export function glossaryDocuments(): AssistantSourceDocument[] {
  return GLOSSARY.flatMap((term) =>
    LANGUAGES.map((language) => ({
      sourceId: `glossary.${term.key}`,
      kind: 'glossary' as const,
      language,
      title: term[language][0],
      text: term[language][1],
      url: assistantSourceUrl(`glossary.${term.key}`),
      keywords: term.keywords,
    })),
  );
}

export const glossarySource = staticSource('glossary', glossaryDocuments());
