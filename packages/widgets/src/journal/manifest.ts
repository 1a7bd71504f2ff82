// <savdo-trading-journal>: the element contract, read by defineWidget and by the
// custom-elements.json generator. Private data: the signed-in trader's own journal.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const tradingJournalManifest = widgetManifest({
  tagName: 'savdo-trading-journal',
  description:
    "The signed-in trader's journal: entries with filters (symbol, direction, win/loss, dates) and paging (20 a page), statistics with a cumulative P&L curve and a daily P&L heatmap, the entry view, the create/edit form with chart images, and CSV export and import.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
    'hide-stats': { type: 'boolean', description: 'Hides the statistics panel.' },
  },
  properties: {},
  events: {
    'savdo-journal-saved': event<{ id: number }>({
      description: 'An entry was created or edited.',
      detail: '{ id: number }',
    }),
    'savdo-journal-deleted': event<{ id: number }>({
      description: 'An entry was deleted.',
      detail: '{ id: number }',
    }),
  },
  parts: {
    filters: 'The filters row.',
    stats: 'The statistics panel.',
    'pnl-curve': 'The cumulative P&L chart.',
    'pnl-heatmap': 'The daily P&L calendar heatmap.',
    entries: 'The table of entries.',
    pager: 'The previous / next page controls.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-trading-journal': WidgetElement<typeof tradingJournalManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-trading-journal': WidgetJsxProps<typeof tradingJournalManifest>;
    }
  }
}
