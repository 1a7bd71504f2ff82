// <savdo-ai-assistant>: the element contract, read by defineWidget and by the
// custom-elements.json generator. The assistant is the signed-in user's own.
import { property, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';
import type { NavigateTo } from './source-link';

export const aiAssistantManifest = widgetManifest({
  tagName: 'savdo-ai-assistant',
  description:
    "The AI assistant: questions about our courses, lessons, glossary and rules answered with cited sources and a not-financial-advice disclaimer, streamed as they are written; the user's conversation history.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
    source: {
      type: 'string',
      description: 'A cited rule or term to show first, e.g. rule.module-access.',
    },
  },
  properties: {
    onNavigate: property<NavigateTo>({
      type: '(path: string) => void',
      description:
        "A host app's router: a lesson or course link's plain click calls it with the path instead of loading the page.",
    }),
    onSourceChange: property<(sourceId: string | null) => void>({
      type: '(sourceId: string | null) => void',
      description: 'Called when the shown rule or term changes (null: closed).',
    }),
  },
  parts: {
    history: 'The conversation history.',
    conversation: 'The conversation with the composer.',
    messages: 'The list of questions and answers.',
    citations: "An answer's cited sources.",
    suggestions: 'The suggested questions of an empty conversation.',
    composer: 'The question field and the send button.',
    source: 'A rule or term shown in full.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-ai-assistant': WidgetElement<typeof aiAssistantManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-ai-assistant': WidgetJsxProps<typeof aiAssistantManifest>;
    }
  }
}
