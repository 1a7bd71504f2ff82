// Page data: answers the server writes into a host app page (a JSON block the page's scripts
// read instead of asking), so a page's largest paint does not wait for a request.
import type { Language } from './constants';

/** The id of the `<script type="application/json">` element that holds a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'savdo-page-data';

/** The dashboard's banner list in `lang`, exactly as GET /banner answers it. */
export const BANNERS_PAGE_DATA = (lang: Language): string => `banners:${lang}`;

/**
 * The id of index.html's first screen: the frame and the page's largest picture drawn by the
 * HTML alone, over the app until its page has drawn the same (decision 0268). Served `hidden`;
 * the server shows it on a page that names a picture for it.
 */
export const FIRST_SCREEN_ELEMENT_ID = 'savdo-first-screen';

/** The attribute of the first screen's `<img>`, whose `src` the server fills in. */
export const FIRST_SCREEN_IMAGE_ATTRIBUTE = 'data-savdo-first-image';
