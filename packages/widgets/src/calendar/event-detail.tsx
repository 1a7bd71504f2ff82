// The event detail (docs/decisions/0311-economic-event-series.md): a dialog over the calendar
// with the event's last 12 releases as a chart of actual against forecast, what the figure
// measures and why it moves markets, its source, its next release in the reader's time zone, and
// the alerts on it. Its own chunk: the calendar imports it when an event is first opened, and
// the chart library is a further import inside.
import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { SERIES_HISTORY_LENGTH, type TimeZoneChoice } from '@savdo/contract';
import { eventName, formatDateTime } from '@savdo/core';
import { eventSeriesQuery } from '@savdo/core/calendar-detail';
import { LoadFailed, Modal, Skeleton, token, useLanguage, useStore, useT } from '@savdo/ui';
import { EventAlerts } from './event-alerts';
import { eventDetailStrings } from './event-detail-strings';

const EventHistoryChart = lazy(() =>
  import('./event-history-chart').then((m) => ({ default: m.EventHistoryChart })),
);

const Body = styled.div`
  display: grid;
  gap: ${token('space-4')};
  h3 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-md')};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${token('color-text-muted')};
  }
`;

export interface EventDetailProps {
  series: string;
  zone: TimeZoneChoice;
  onClose: () => void;
}

export function EventDetail({ series, zone, onClose }: EventDetailProps) {
  const t = useT(eventDetailStrings);
  const lang = useLanguage();
  const $detail = useMemo(() => eventSeriesQuery(series), [series]);
  const value = useStore($detail);
  const detail = value.data;
  const name = detail
    ? eventName({ event: detail.series.event, event_names: detail.series.names }, lang)
    : '';
  const title = detail
    ? `${detail.series.currency} · ${name}`
    : t('history', { count: SERIES_HISTORY_LENGTH });
  return (
    <Modal open onClose={onClose} title={title} width={640} part="event-detail">
      <Body
        data-event-detail={series}
        data-status={detail ? 'ready' : value.error ? 'error' : 'loading'}
      >
        {detail ? (
          <>
            <section>
              <h3>{t('history', { count: detail.history.length })}</h3>
              <Suspense fallback={<Skeleton height="220px" />}>
                <EventHistoryChart history={detail.history} name={name} />
              </Suspense>
            </section>
            <section>
              <h3>{t('about')}</h3>
              <p>
                {detail.series.description[lang] ?? detail.series.description.en ?? t('noAbout')}
              </p>
              {detail.series.source ? (
                <p className="muted">
                  {t('source')}: {detail.series.source}
                </p>
              ) : null}
            </section>
            <section>
              <h3>{t('next')}</h3>
              <p data-next-release={detail.next?.time ?? ''}>
                {detail.next ? formatDateTime(detail.next.time, lang, zone) : t('noNext')}
              </p>
            </section>
            <section>
              <h3>{t('alerts')}</h3>
              <EventAlerts series={series} />
            </section>
          </>
        ) : value.error && !value.loading ? (
          <LoadFailed
            title={t('loadFailed')}
            retryLabel={t('tryAgain')}
            onRetry={() => $detail.invalidate()}
          />
        ) : (
          <Skeleton height="220px" />
        )}
      </Body>
    </Modal>
  );
}
