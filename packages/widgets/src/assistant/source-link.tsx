// A citation's link. Lessons, courses and resources are real addresses of the product (they
// open in a new tab too); a plain click goes through the host's router when there is one. A
// rule or a glossary term has no page of its own: a plain click shows it in the assistant.
import type { ReactNode } from 'react';
import type { AssistantCitation } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { useStore } from '@savdo/ui';

export type NavigateTo = (path: string) => void;

const plainClick = (e: React.MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** The documents shown inside the assistant rather than on a page. */
export const opensInAssistant = (kind: AssistantCitation['kind']) =>
  kind === 'rule' || kind === 'glossary';

export function SourceLink({
  citation,
  onNavigate,
  onOpenSource,
  children,
}: {
  citation: Pick<AssistantCitation, 'kind' | 'url' | 'source_id'>;
  onNavigate?: NavigateTo;
  onOpenSource: (sourceId: string) => void;
  children: ReactNode;
}) {
  const { apiBase } = useStore($coreConfig);
  return (
    <a
      href={`${apiBase}${citation.url}`}
      data-source-id={citation.source_id}
      data-source-kind={citation.kind}
      onClick={(event) => {
        if (!plainClick(event)) return;
        if (opensInAssistant(citation.kind)) {
          event.preventDefault();
          onOpenSource(citation.source_id);
        } else if (onNavigate) {
          event.preventDefault();
          onNavigate(citation.url);
        }
      }}
    >
      {children}
    </a>
  );
}
