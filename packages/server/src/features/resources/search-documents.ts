/**
 * The resource center's texts for a search index (the AI assistant's,
 * docs/decisions/0250-ai-assistant.md): one document per resource users can see, with its texts in
 * every language it has and the address of its page. Call `resourceSearchDocuments(db)` whenever
 * the index is (re)built; it reads the database only, and a locked resource's article body is
 * included (the index answers "where is this explained", the page itself still asks the reader to
 * buy it).
 *
 * ```ts
 * import { resourceSearchDocuments } from '../resources/search-documents';
 * for (const doc of await resourceSearchDocuments(ctx.db)) index.add(doc.id, doc.texts.uz?.title);
 * ```
 */
import { LANGUAGES, type Language, type ResourceKind } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { listAllResourceViews } from './repository';

export interface ResourceSearchDocument {
  /** Unique across features: `resource:<id>`. */
  id: string;
  resourceId: number;
  kind: ResourceKind;
  category_name: string;
  /** The category's name in each language. */
  category_titles: Record<Language, string>;
  is_free: boolean;
  /** The host app's page of the resource. */
  url: string;
  /** Title, description and (for an article) its body, per language given. */
  texts: Partial<Record<Language, { title: string; description: string; body?: string }>>;
  updated_at: string;
}

/** The page of a resource in the hosted site. */
export function resourcePageUrl(id: number): string {
  return `/resource-center/${id}`;
}

export async function resourceSearchDocuments(q: Queryable): Promise<ResourceSearchDocument[]> {
  const rows = await listAllResourceViews(q);
  return rows
    .filter((row) => row.kind !== 'pdf' || row.file_id !== null)
    .map((row) => {
      const texts: ResourceSearchDocument['texts'] = {};
      for (const lang of LANGUAGES) {
        const t = row.texts[lang];
        if (!t) continue;
        texts[lang] = {
          title: t.title,
          description: t.description,
          ...(row.kind === 'article' && t.body ? { body: t.body } : {}),
        };
      }
      return {
        id: `resource:${row.id}`,
        resourceId: row.id,
        kind: row.kind,
        category_name: row.category_name,
        category_titles: row.category_titles,
        is_free: row.price === 0,
        url: resourcePageUrl(row.id),
        texts,
        updated_at: row.updated_at.toISOString(),
      };
    });
}
