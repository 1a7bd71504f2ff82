/**
 * The resource center's share of the AI assistant (decision 0250): every resource users can see
 * as a document in each language it has (a missing language falls back to English, then any),
 * its title, description, category and, for a free article, its body, cited with a link to the
 * resource's page. A paid article's body stays out: the assistant quotes passages to anyone, and
 * what is sold must not be read out for free. The fingerprint moves with any added, edited or removed resource or category.
 */
import { LANGUAGES, type Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { AssistantSource, AssistantSourceDocument } from '../assistant';
import { resourceSearchDocuments, type ResourceSearchDocument } from './search-documents';

function textsIn(doc: ResourceSearchDocument, lang: Language) {
  return doc.texts[lang] ?? doc.texts.en ?? Object.values(doc.texts)[0];
}

export async function resourceDocuments(q: Queryable): Promise<AssistantSourceDocument[]> {
  const out: AssistantSourceDocument[] = [];
  for (const doc of await resourceSearchDocuments(q)) {
    for (const lang of LANGUAGES) {
      const texts = textsIn(doc, lang);
      if (!texts) continue;
      out.push({
        sourceId: `resource.${doc.resourceId}`,
        kind: 'resource',
        language: lang,
        title: texts.title,
        text: [texts.description, doc.is_free ? texts.body : undefined]
          .filter(Boolean)
          .join('\n\n'),
        url: doc.url,
        keywords: [doc.category_titles[lang], doc.category_name, doc.kind].join(' '),
      });
    }
  }
  return out;
}

export const resourcesAssistantSource: AssistantSource = {
  name: 'resources',
  load: resourceDocuments,
  async fingerprint(q) {
    const res = await q.query<{ f: string }>(
      `SELECT concat_ws(':',
         (SELECT count(*) FROM resources), (SELECT max(updated_at) FROM resources),
         (SELECT count(*) FROM resource_categories),
         (SELECT max(updated_at) FROM resource_categories)) AS f`,
    );
    return res.rows[0]?.f ?? '';
  },
};
