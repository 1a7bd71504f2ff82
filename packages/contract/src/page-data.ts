// Page data: answers the server writes into a host app page (a JSON block the page's scripts
// read instead of asking), so a page's largest paint does not wait for a request.
import type { Language } from './constants';

/** The id of the `<script type="application/json">` element that holds a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'savdo-page-data';

/** The dashboard's banner list in `lang`, exactly as GET /banner answers it. */
export const BANNERS_PAGE_DATA = (lang: Language): string => `banners:${lang}`;
