// Page data (decision 0267): the dashboard's answer carries the banner list, so the carousel's
// query takes it from the page instead of asking; once, fresh, and never in place of a request
// when the block is missing or unreadable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNERS_PAGE_DATA, PAGE_DATA_ELEMENT_ID, type BannersResponse } from '@savdo/contract';
import { cachedQuery, resetPageData, resetQueries, takePageData } from '@savdo/core';
import { bannersQuery, prefetchBanners } from '@savdo/core/notifications';
import { fakeFetch, resetSessionCore } from '../../../../tests/kit/session-test-helpers';

const banners = (title: string): BannersResponse => ({
  result: {
    data: [
      {
        id: 1,
        title,
        image_url: '/api/v1/files/one',
        link_url: null,
        starts_at: null,
        ends_at: null,
      },
    ],
    page: 1,
    limit: 10,
    total: 1,
  },
});
const API_ANSWER = { status: 200, body: banners('from the API') };

function writePageData(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

const bannersKey = (lang: string) => `banners/list|${JSON.stringify({ lang })}@all`;

beforeEach(async () => {
  await resetSessionCore();
  resetQueries();
  resetPageData();
  // A page loaded a second ago: the worker's clock runs on across test files.
  vi.spyOn(performance, 'now').mockReturnValue(1_000);
});
afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('page data', () => {
  it("the banner list the page carries fills the carousel's query without a request", async () => {
    writePageData(
      JSON.stringify({
        [BANNERS_PAGE_DATA('uz')]: banners('carried uz'),
        [BANNERS_PAGE_DATA('en')]: banners('carried en'),
      }),
    );
    const requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('en');
    expect(requests).toHaveLength(0);
    expect(cachedQuery<BannersResponse>(bannersKey('en'))?.result.data[0]?.title).toBe(
      'carried en',
    );
  });

  it("a carousel's store started after the page was read shows the carried list, no request", () => {
    writePageData(JSON.stringify({ [BANNERS_PAGE_DATA('ru')]: banners('carried ru') }));
    const requests = fakeFetch([API_ANSWER]);
    const store = bannersQuery('ru');
    const seen: (string | undefined)[] = [];
    const off = store.listen(() => undefined);
    seen.push(store.get().data?.result.data[0]?.title);
    off();
    expect(seen).toEqual(['carried ru']);
    expect(requests).toHaveLength(0);
  });

  it('a store nobody listens to yet reads the cached answer (a first render shows it)', () => {
    writePageData(JSON.stringify({ [BANNERS_PAGE_DATA('en')]: banners('carried en') }));
    const requests = fakeFetch([API_ANSWER]);
    const store = bannersQuery('en');
    const first = store.get();
    expect(first.loading).toBe(false);
    expect(first.data?.result.data[0]?.title).toBe('carried en');
    // The same snapshot object while the answer is the same (React compares snapshots).
    expect(store.get()).toBe(first);
    expect(requests).toHaveLength(0);
  });

  it('is taken once: the next fetch of the same list asks the API', async () => {
    writePageData(JSON.stringify({ [BANNERS_PAGE_DATA('uz')]: banners('carried') }));
    expect(takePageData<BannersResponse>(BANNERS_PAGE_DATA('uz'))?.result.data[0]?.title).toBe(
      'carried',
    );
    const requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('uz');
    expect(requests.map((r) => r.url)).toEqual(['/api/v1/banner?limit=10']);
    expect(cachedQuery<BannersResponse>(bannersKey('uz'))?.result.data[0]?.title).toBe(
      'from the API',
    );
  });

  it('a language the page did not carry, an unreadable block or no block: the API is asked', async () => {
    writePageData(JSON.stringify({ [BANNERS_PAGE_DATA('uz')]: banners('carried') }));
    let requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('ru');
    expect(requests).toHaveLength(1);

    resetQueries();
    resetPageData();
    document.getElementById(PAGE_DATA_ELEMENT_ID)!.textContent = '{not json';
    requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('uz');
    expect(requests).toHaveLength(1);

    resetQueries();
    resetPageData();
    document.getElementById(PAGE_DATA_ELEMENT_ID)!.remove();
    requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('uz');
    expect(requests).toHaveLength(1);
  });

  it('older than the cache keep time (60 s after the page loaded), it is not used', async () => {
    writePageData(JSON.stringify({ [BANNERS_PAGE_DATA('uz')]: banners('old') }));
    vi.spyOn(performance, 'now').mockReturnValue(60_001);
    const requests = fakeFetch([API_ANSWER]);
    await prefetchBanners('uz');
    expect(requests).toHaveLength(1);
    expect(cachedQuery<BannersResponse>(bannersKey('uz'))?.result.data[0]?.title).toBe(
      'from the API',
    );
  });
});
