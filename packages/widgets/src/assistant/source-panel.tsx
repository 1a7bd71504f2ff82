// A rule or a glossary term in full, opened from a citation (or `?source=` on the page), with
// a link to the product page it is about.
import { assistantSourceQuery } from '@savdo/core/assistant';
import type { Language } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { Button, LoadFailed, Skeleton, useStore, useT } from '@savdo/ui';
import { useMemo } from 'react';
import type { NavigateTo } from './source-link';
import { aiAssistantStrings } from './strings';

export function SourcePanel({
  sourceId,
  language,
  onClose,
  onNavigate,
}: {
  sourceId: string;
  language: Language;
  onClose: () => void;
  onNavigate?: NavigateTo;
}) {
  const t = useT(aiAssistantStrings);
  const $source = useMemo(() => assistantSourceQuery(sourceId, language), [sourceId, language]);
  const value = useStore($source);
  const { apiBase } = useStore($coreConfig);
  const doc = value.data?.result;
  return (
    <aside
      className="ai-source"
      part="source"
      aria-label={t('sourceTitle')}
      data-open-source={sourceId}
    >
      <div className="ai-source-head">
        <span className="ai-kind">{t('sourceTitle')}</span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('sourceClose')}
        </Button>
      </div>
      {doc ? (
        <>
          <h3>{doc.title}</h3>
          <p className="ai-text">{doc.text}</p>
          {doc.related_url ? (
            <a
              href={`${apiBase}${doc.related_url}`}
              onClick={(event) => {
                if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey) return;
                event.preventDefault();
                onNavigate(doc.related_url ?? '/');
              }}
            >
              {t('sourceRelated')}
            </a>
          ) : null}
        </>
      ) : value.error !== undefined && !value.loading ? (
        <LoadFailed
          size="sm"
          title={t('sourceFailed')}
          retryLabel={t('retry')}
          onRetry={() => $source.invalidate()}
        />
      ) : (
        <Skeleton height="6rem" />
      )}
    </aside>
  );
}
