/**
 * The assistant's retrieval: MiniSearch (decision 0250) over the passages of every source's
 * documents, one index per language so each language is tokenized and stemmed by its own rules
 * (text-analysis.ts). A document's paragraphs are its passages; a long paragraph is cut at
 * sentence ends. Titles weigh more than text; a query word of 3+ letters also matches as a
 * prefix ("модул" finds "модули"), and one of 5+ letters tolerates a typo.
 */
import MiniSearch from 'minisearch';
import { LANGUAGES, type AssistantSourceKind, type Language } from '@savdo/contract';
import type { AssistantSourceDocument } from './source';
import { processTerm, tokenize } from './text-analysis';

/** A passage longer than this is cut at a sentence end. */
const PASSAGE_MAX_CHARS = 700;
/** A citation's excerpt is at most this long. */
export const EXCERPT_MAX_CHARS = 360;

export interface Passage {
  /** `${sourceId}#${n}` */
  id: string;
  sourceId: string;
  kind: AssistantSourceKind;
  title: string;
  text: string;
  url: string;
  keywords: string;
}

export interface Hit extends Passage {
  score: number;
}

/** Paragraphs, each cut into pieces of at most PASSAGE_MAX_CHARS at sentence ends. */
export function passagesOf(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const clean = paragraph.replace(/\s+/g, ' ').trim();
    if (clean === '') continue;
    if (clean.length <= PASSAGE_MAX_CHARS) {
      out.push(clean);
      continue;
    }
    let current = '';
    for (const sentence of clean.split(/(?<=[.!?])\s+/)) {
      if (current && current.length + sentence.length + 1 > PASSAGE_MAX_CHARS) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) out.push(current.slice(0, PASSAGE_MAX_CHARS * 2));
  }
  return out;
}

/** The passage shortened at a word end, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_MAX_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

function createIndex(language: Language): MiniSearch<Passage> {
  return new MiniSearch<Passage>({
    fields: ['title', 'text', 'keywords'],
    storeFields: ['sourceId', 'kind', 'title', 'text', 'url', 'keywords'],
    tokenize,
    processTerm: (term) => processTerm(term, language) ?? null,
    searchOptions: {
      boost: { title: 2, keywords: 1.5 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
}

export interface SearchIndex {
  /** The best passages for the question, at most one per document, best first. */
  search(question: string, language: Language, limit: number): Hit[];
  /** A document in one language (the source page of a rule or a term). */
  document(sourceId: string, language: Language): AssistantSourceDocument | undefined;
  /** How many documents each kind has (in any language). */
  counts(): Map<AssistantSourceKind, number>;
}

/**
 * Passages scoring under this share of the best one are left out: a question about module
 * access should not also quote the glossary's "module" because it shares one word.
 */
const RELATIVE_CUTOFF = 0.4;

/**
 * A passage sharing a single word with the question is cited only when no passage shares more:
 * "How long can I watch a module?" is not about a long position. A one-word question, or one
 * whose best passage also shares one word, keeps its single-word matches.
 */
function sharesOneWordWhileOthersShareMore(matched: number, bestMatched: number): boolean {
  return matched < 2 && bestMatched >= 2;
}

export function buildSearchIndex(documents: readonly AssistantSourceDocument[]): SearchIndex {
  const indexes = new Map<Language, MiniSearch<Passage>>();
  const byId = new Map<string, AssistantSourceDocument>();
  const perKind = new Map<AssistantSourceKind, Set<string>>();
  for (const language of LANGUAGES) indexes.set(language, createIndex(language));

  for (const doc of documents) {
    const key = `${doc.language}:${doc.sourceId}`;
    if (byId.has(key)) continue; // a source listing a document twice: the first one counts
    byId.set(key, doc);
    let kinds = perKind.get(doc.kind);
    if (!kinds) perKind.set(doc.kind, (kinds = new Set()));
    kinds.add(doc.sourceId);
    const pieces = passagesOf(doc.text);
    if (pieces.length === 0) pieces.push(doc.title);
    indexes.get(doc.language)?.addAll(
      pieces.map((text, n) => ({
        id: `${doc.sourceId}#${n}`,
        sourceId: doc.sourceId,
        kind: doc.kind,
        title: doc.title,
        text,
        url: doc.url,
        keywords: doc.keywords ?? '',
      })),
    );
  }

  return {
    search(question, language, limit) {
      const index = indexes.get(language);
      if (!index) return [];
      const results = index.search(question);
      const best = results[0]?.score ?? 0;
      const bestMatched = results[0]?.queryTerms.length ?? 0;
      const seen = new Set<string>();
      const hits: Hit[] = [];
      for (const result of results) {
        if (result.score < best * RELATIVE_CUTOFF) break;
        if (sharesOneWordWhileOthersShareMore(result.queryTerms.length, bestMatched)) continue;
        const hit = result as unknown as Hit;
        if (seen.has(hit.sourceId)) continue;
        seen.add(hit.sourceId);
        hits.push({
          id: String(result.id),
          sourceId: hit.sourceId,
          kind: hit.kind,
          title: hit.title,
          text: hit.text,
          url: hit.url,
          keywords: hit.keywords,
          score: result.score,
        });
        if (hits.length >= limit) break;
      }
      return hits;
    },
    document: (sourceId, language) => byId.get(`${language}:${sourceId}`),
    counts: () => new Map([...perKind].map(([kind, ids]) => [kind, ids.size])),
  };
}
