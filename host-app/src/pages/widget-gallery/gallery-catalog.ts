// The widgets a partner's page can show (docs/embedding.md, "For any page, partners' included"),
// each with its manifest: the builder's controls come from it (builder-controls.ts). Only the
// manifests are imported: the previews run in frames, so the page never loads a widget's code.
import type { WidgetManifest } from '@savdo/ui';
import { economicCalendarManifest, todaysEventsManifest } from '@savdo/widgets/calendar/manifest';
import { signalsManifest } from '@savdo/widgets/signals/manifest';
import { tradingChartManifest } from '@savdo/widgets/trading-chart/manifest';
import { courseCatalogManifest } from '@savdo/widgets/courses/catalog/manifest';
import { algoMarketManifest } from '@savdo/widgets/algo/market/manifest';
import { copyTradingManifest } from '@savdo/widgets/algo/copy-trading/manifest';
import { bannersManifest } from '@savdo/widgets/banners/manifest';
import { helpManifest } from '@savdo/widgets/help/manifest';
import { sessionStatusManifest } from '@savdo/widgets/session-status/manifest';

export type GalleryWidgetId =
  | 'calendar'
  | 'todaysEvents'
  | 'signals'
  | 'tradingChart'
  | 'courseCatalog'
  | 'algoMarket'
  | 'copyTrading'
  | 'banners'
  | 'help'
  | 'sessionStatus';

export interface GalleryWidget {
  id: GalleryWidgetId;
  manifest: WidgetManifest;
  /** The preview frame's height in px: enough to show the element's first screen. */
  previewHeight: number;
}

export const GALLERY: readonly GalleryWidget[] = [
  { id: 'calendar', manifest: economicCalendarManifest, previewHeight: 620 },
  { id: 'todaysEvents', manifest: todaysEventsManifest, previewHeight: 420 },
  { id: 'signals', manifest: signalsManifest, previewHeight: 640 },
  { id: 'tradingChart', manifest: tradingChartManifest, previewHeight: 520 },
  { id: 'courseCatalog', manifest: courseCatalogManifest, previewHeight: 620 },
  { id: 'algoMarket', manifest: algoMarketManifest, previewHeight: 620 },
  { id: 'copyTrading', manifest: copyTradingManifest, previewHeight: 620 },
  { id: 'banners', manifest: bannersManifest, previewHeight: 320 },
  { id: 'help', manifest: helpManifest, previewHeight: 520 },
  { id: 'sessionStatus', manifest: sessionStatusManifest, previewHeight: 120 },
];

export const galleryWidget = (id: string | undefined): GalleryWidget | undefined =>
  GALLERY.find((widget) => widget.id === id);
