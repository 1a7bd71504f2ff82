/**
 * What the assistant reads (decision 0250). Any server feature may declare `assistantSources` in
 * its descriptor (features/feature.ts); the assistant indexes every declared source's documents
 * and rebuilds the index when a source's fingerprint changes.
 *
 * A source gives each document once per language it serves (uz, ru, en): a document missing in
 * a language is simply not found in that language, so a source with only English text should
 * give the English text under every language rather than nothing.
 */
import type { AssistantSourceKind, Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface AssistantSourceDocument {
  /** `kind.key` (`lesson.12`, `rule.top-up-minimum`): the same in every language. */
  sourceId: string;
  kind: AssistantSourceKind;
  language: Language;
  title: string;
  /** Plain text; paragraphs separated by a blank line become separate passages. */
  text: string;
  /** Where a citation links: a path of the hosted site. */
  url: string;
  /** The product page the document is about, when it is not `url` itself. */
  relatedUrl?: string | null;
  /** Words that should find it though the text does not use them (synonyms, abbreviations). */
  keywords?: string;
}

export interface AssistantSource {
  /** Names the source in logs and in the status answer. */
  name: string;
  /** Every document, in every language it has. */
  load(db: Queryable): Promise<AssistantSourceDocument[]>;
  /**
   * A cheap value that changes whenever `load` would answer differently (row counts and the
   * latest `updated_at`, say). Left out: the source never changes while the server runs.
   */
  fingerprint?(db: Queryable): Promise<string>;
}

/** A source whose documents are fixed text in the repository (glossary, business rules). */
export function staticSource(name: string, documents: AssistantSourceDocument[]): AssistantSource {
  return { name, load: async () => documents };
}

/** The assistant page's address of a document that has no page of its own (a rule, a term). */
export const assistantSourceUrl = (sourceId: string) =>
  `/ai-assistant?source=${encodeURIComponent(sourceId)}`;
