// <savdo-my-expert-advisor>: the element contract, read by defineWidget and by the
// custom-elements.json generator. The signed-in owner's expert advisor.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const myExpertAdvisorManifest = widgetManifest({
  tagName: 'savdo-my-expert-advisor',
  description:
    "The owner's expert advisor: live status, account, bridge key, metrics, open and historical trades, profit by period, stop and delete.",
  attributes: {
    'purchase-id': { type: 'number', description: 'The expert advisor (my purchase) to show.' },
  },
  events: {
    'savdo-expert-advisor-deleted': event<{ purchaseId: number }>({
      description: 'The owner stopped and deleted the expert advisor.',
      detail: '{ purchaseId: number }',
    }),
  },
  parts: {
    account: 'The account details.',
    bridge: 'The bridge key with its copy button.',
    metrics: 'The verified metrics.',
    history: 'The historical trades with filters.',
    profit: 'Profit by period.',
    'trades-scroll': 'The box a trades table scrolls in on a narrow screen (open and past trades).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-my-expert-advisor': WidgetElement<typeof myExpertAdvisorManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-my-expert-advisor': WidgetJsxProps<typeof myExpertAdvisorManifest>;
    }
  }
}
