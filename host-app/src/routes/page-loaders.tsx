// How each page's code is loaded (one dynamic import per page, its own chunk), as the page table
// (page-table.tsx) declares it.
import { PAGE_IDS, pageDef, type PageId, type PageLoader } from './page-table';

export type { PageLoader, PageModule } from './page-table';

export const PAGE_LOADERS = Object.fromEntries(
  PAGE_IDS.map((page) => [page, pageDef(page).load]),
) as Record<PageId, PageLoader>;
