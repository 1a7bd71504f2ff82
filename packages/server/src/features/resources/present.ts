/** Rows as the contract's Resource and ResourceCategory, for one viewer and language. */
import {
  API_ROOT,
  LANGUAGES,
  type Language,
  type Resource,
  type ResourceCategory,
  type ResourceTranslations,
} from '@savdo/contract';
import type { CategoryRow, CategoryTitles, ResourceView } from './repository';
import { languageFor, readingMinutes } from './texts';

/** Where a PDF resource's file is read (with the bearer): `GET /resource/{id}/file`. */
export function resourceFileUrl(id: number): string {
  return `${API_ROOT}/resource/${id}/file`;
}

/** Where a video resource's playback token is asked for: `GET /resource/{id}/playback`. */
export function resourcePlaybackUrl(id: number): string {
  return `${API_ROOT}/resource/${id}/playback`;
}

/** The category's title in `lang` (each category has all three). */
export function categoryTitle(titles: CategoryTitles, lang: Language): string {
  return titles[lang] || titles.uz || titles.en || titles.ru || '';
}

export function canAccess(row: Pick<ResourceView, 'price' | 'owned'>): boolean {
  return row.price === 0 || row.owned;
}

export function presentResource(
  row: ResourceView,
  lang: Language,
  /** `admin`: the admin's own view, which shows a paid video's outside link too. */
  options: { withBody: boolean; admin?: boolean },
): Resource {
  const language = languageFor(row.texts, lang);
  const text = row.texts[language] ?? { title: '', description: '' };
  const open = canAccess(row);
  const translations: ResourceTranslations = {};
  for (const l of LANGUAGES) {
    const t = row.texts[l];
    if (t) translations[l] = { title: t.title, description: t.description };
  }
  const body = row.kind === 'article' ? (text.body ?? '') : null;
  return {
    id: row.id,
    kind: row.kind,
    title: text.title,
    description: text.description,
    language,
    translations,
    body: options.withBody && open ? body : null,
    category_name: row.category_name,
    category_title: categoryTitle(row.category_titles, language),
    is_featured: row.is_featured,
    price: row.price,
    is_free: row.price === 0,
    purchased: row.owned,
    can_access: open,
    file_url: row.kind === 'pdf' && row.file_id && open ? resourceFileUrl(row.id) : null,
    file_name: row.kind === 'pdf' ? row.file_name : null,
    file_size: row.kind === 'pdf' ? row.file_size : null,
    playback_url:
      row.kind === 'video' && row.video_key && open ? resourcePlaybackUrl(row.id) : null,
    // An outside link only for a free video without a file of ours: a paid resource's link
    // never leaves the server (docs/decisions/0284-paid-resources-delivery.md).
    video_url:
      row.kind === 'video' && (options.admin || (open && row.price === 0 && !row.video_key))
        ? row.video_url
        : null,
    reading_minutes: body === null ? null : readingMinutes(body),
    image_url: row.image_url,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentCategory(
  row: CategoryRow & { count: number },
  lang: Language,
): ResourceCategory {
  return {
    name: row.name,
    title: categoryTitle(row.titles, lang),
    titles: row.titles,
    position: row.position,
    count: row.count,
  };
}
