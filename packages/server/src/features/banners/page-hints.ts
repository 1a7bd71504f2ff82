/**
 * The dashboard's largest paint is the carousel's first banner image (Lighthouse's LCP). Left to
 * the page, the image waits for its scripts, then the banner list, then its own download: about
 * two seconds into a phone's load. The dashboard's answer therefore names the image in a Link
 * preload and carries the banner list (in the three languages) as page data, so the carousel
 * draws as soon as its code runs (decision 0267). The image is also index.html's first screen,
 * drawn by the HTML before any script (decision 0268).
 */
import { BANNERS_PAGE_DATA } from '@savdo/contract';
import type { PageHint } from '../feature';
import { activeBannersInEveryLanguage } from './service';

/** A URL that fits between `<` and `>` of a Link header as it is. */
const LINK_SAFE_URL = /^(\/|https?:\/\/)[^\s<>,;"\\]+$/;

export const dashboardBannerHint: PageHint = {
  path: '/dashboard',
  async prepare(ctx) {
    const { rows, pages } = await activeBannersInEveryLanguage(ctx.db);
    const image = rows[0]?.image_url;
    const data = Object.fromEntries(
      pages.map(([lang, page]) => [BANNERS_PAGE_DATA(lang), { result: page }]),
    );
    const safe = image !== undefined && LINK_SAFE_URL.test(image);
    return {
      links: safe ? [`<${image}>; rel=preload; as=image; fetchpriority=high`] : [],
      data,
      firstScreenImage: safe ? image : undefined,
    };
  },
};
