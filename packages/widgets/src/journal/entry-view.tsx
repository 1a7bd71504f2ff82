// One entry, read-only, in a modal: its figures, the three chart images, the two lists of
// analysis points and the notes (all user text rendered as text), with edit and delete. A
// failed load shows the spec's text with a retry.
import { Suspense, lazy, useMemo } from 'react';
import styled from 'styled-components';
import { JOURNAL_IMAGE_FIELDS, type JournalEntry } from '@savdo/contract';
import { $coreConfig } from '@savdo/core';
import { journalEntryQuery } from '@savdo/core/journal';
import { Button, LoadFailed, Modal, Skeleton, token, useLanguage, useStore, useT } from '@savdo/ui';
import { autoGrid } from '@savdo/ui/grid';
import { figure, imageUrl, tradeDate, usd } from './journal-format';
import { tradingJournalStrings } from './strings';

// R, prices and tags (decision 0318) load with the view's first entry: the first load has no room.
const EntryTradeDetails = lazy(() =>
  import('./entry-trade-details').then((m) => ({ default: m.EntryTradeDetails })),
);

const Body = styled.div`
  display: grid;
  gap: ${token('space-3')};
  dl {
    ${autoGrid({ min: '8rem', gap: 2, fill: true })}
    margin: 0;
  }
  dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  .images {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${token('space-2')};
    @media (max-width: 640px) {
      grid-template-columns: 1fr;
    }
  }
  figure {
    margin: 0;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  img {
    display: block;
    width: 100%;
    border-radius: ${token('radius-md')};
    border: 1px solid ${token('color-border')};
  }
  h4 {
    margin: 0;
    font-size: ${token('font-size-sm')};
  }
  ul {
    margin: 0;
    padding-left: 1.2em;
  }
  .notes {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const IMAGE_LABEL = {
  before_image_1: 'form.image1',
  before_image_2: 'form.image2',
  after_image: 'form.imageAfter',
} as const;

export interface EntryViewProps {
  id: number;
  onClose: () => void;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => void;
}

export function EntryView({ id, onClose, onEdit, onDelete }: EntryViewProps) {
  const t = useT(tradingJournalStrings);
  const lang = useLanguage();
  const $entry = useMemo(() => journalEntryQuery(id), [id]);
  const { data, error, loading } = useStore($entry);
  const { apiBase } = useStore($coreConfig);
  const entry = data?.result;
  const list = (items: string[]) =>
    items.length ? (
      <ul>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    ) : (
      <p>{t('view.noPoints')}</p>
    );
  return (
    <Modal
      open
      onClose={onClose}
      part="entry-view"
      width={820}
      title={
        entry
          ? t('view.title', { symbol: entry.symbol, date: tradeDate(entry.trade_date, lang) })
          : t('title')
      }
      footer={
        entry ? (
          <>
            <Button variant="danger" onClick={() => onDelete(entry)}>
              {t('view.delete')}
            </Button>
            <Button variant="secondary" onClick={() => onEdit(entry)}>
              {t('view.edit')}
            </Button>
            <Button onClick={onClose}>{t('view.close')}</Button>
          </>
        ) : undefined
      }
    >
      {error && !loading && !entry ? (
        <LoadFailed
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => $entry.invalidate()}
          size="sm"
        />
      ) : !entry ? (
        <Skeleton height="16rem" />
      ) : (
        <Body>
          <dl>
            <div>
              <dt>{t('form.direction')}</dt>
              <dd>{t(`direction.${entry.direction}`)}</dd>
            </div>
            <div>
              <dt>{t('table.outcome')}</dt>
              <dd>{entry.win ? t('outcome.win') : t('outcome.loss')}</dd>
            </div>
            <div>
              <dt>{t('form.pnl')}</dt>
              <dd>{usd(entry.pnl, lang, true)}</dd>
            </div>
            <div>
              <dt>{t('form.risk')}</dt>
              <dd>{usd(entry.risk, lang)}</dd>
            </div>
            <div>
              <dt>{t('form.rr')}</dt>
              <dd>{figure(entry.rr, lang, '—')}</dd>
            </div>
            <Suspense fallback={null}>
              <EntryTradeDetails entry={entry} />
            </Suspense>
          </dl>
          <div className="images">
            {JOURNAL_IMAGE_FIELDS.map((field) => (
              <figure key={field}>
                {entry[field] ? (
                  <img
                    src={imageUrl(entry[field] ?? '', apiBase)}
                    alt={t(IMAGE_LABEL[field])}
                    loading="lazy"
                  />
                ) : (
                  <p>{t('view.noImage')}</p>
                )}
                <figcaption>
                  {field === 'before_image_1'
                    ? entry.before_title_1
                    : field === 'before_image_2'
                      ? entry.before_title_2
                      : t('form.imageAfter')}
                </figcaption>
              </figure>
            ))}
          </div>
          <h4>{t('form.points1')}</h4>
          {list(entry.description_1)}
          <h4>{t('form.points2')}</h4>
          {list(entry.description_2)}
          <h4>{t('view.notes')}</h4>
          <p className="notes">{entry.notes || t('view.noNotes')}</p>
        </Body>
      )}
    </Modal>
  );
}
