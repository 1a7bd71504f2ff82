// The icon of each page (sidebar, placeholders, dashboard tiles), from the page table.
import { PAGE_IDS, pageDef, type PageId } from '../routes/page-table';
import type { IconName } from './icons';

export const NAV_ICONS: Partial<Record<PageId, IconName>> = Object.fromEntries(
  PAGE_IDS.flatMap((page) => {
    const icon = pageDef(page).icon;
    return icon ? [[page, icon]] : [];
  }),
);
