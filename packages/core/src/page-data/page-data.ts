// Answers the server wrote into the page (contract/page-data.ts): a query's fetcher takes its
// answer from here instead of asking, once, while the page is fresh. A missing, unreadable or
// old block means "ask the API", so the page works the same without it.
import { CACHE_KEEP_UNUSED_MS, PAGE_DATA_ELEMENT_ID } from '@savdo/contract';

let pageData: Record<string, unknown> | null | undefined;

function readPageData(): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The page's answer named `name`, once (a later fetch asks the API), and only within the
 * query cache's keep time of the page's load: older, it is no fresher than a cached answer
 * would be allowed to be.
 */
export function takePageData<T>(name: string): T | undefined {
  if (pageData === undefined) pageData = readPageData();
  if (!pageData || !(name in pageData)) return undefined;
  const value = pageData[name] as T;
  delete pageData[name];
  return performance.now() <= CACHE_KEEP_UNUSED_MS ? value : undefined;
}

/** Forgets what was read, so the next take reads the page again (tests). */
export function resetPageData(): void {
  pageData = undefined;
}
