// Balance over time: the balance after each of the latest ledger entries (GET /users/me/ledger,
// one page of 100), as an area line; a live balance change refetches it.
import { useEffect, useMemo } from 'react';
import { MAX_PAGE_SIZE } from '@savdo/contract';
import { formatUzs, ledgerPageQuery, subscribeLedgerEvents } from '@savdo/core';
import {
  LoadFailed,
  Skeleton,
  useLanguage,
  useStore,
  useT,
  hasAnswered,
  useReportSettled,
} from '@savdo/ui';
import { balanceSeries } from './analytics-series';
import { LineChart } from './line-chart';
import { Figure, Section } from './section';
import { analyticsStrings } from './strings';

const $ledger = ledgerPageQuery({ page: 1, limit: MAX_PAGE_SIZE });

export function BalanceSection() {
  const t = useT(analyticsStrings);
  const lang = useLanguage();
  const value = useStore($ledger);
  useReportSettled(hasAnswered(value));
  useEffect(() => subscribeLedgerEvents(() => undefined), []);
  const entries = value.data?.result.data;
  const points = useMemo(() => balanceSeries(entries ?? []), [entries]);
  const lines = useMemo(() => [{ colour: 'color-accent', points, area: true }], [points]);
  return (
    <Section part="balance" aria-labelledby="analytics-balance">
      <h2 id="analytics-balance">{t('balance.title')}</h2>
      {entries ? (
        entries.length === 0 ? (
          <p>{t('balance.empty')}</p>
        ) : (
          <>
            <dl>
              <Figure
                name={t('balance.current')}
                value={formatUzs(entries[0]!.balance_after, lang)}
              />
            </dl>
            {points.length > 1 ? (
              <LineChart
                part="balance-chart"
                label={t('balance.chart', { count: entries.length })}
                lines={lines}
                failedText={t('chartFailed')}
              />
            ) : null}
          </>
        )
      ) : value.error && !value.loading ? (
        <LoadFailed
          size="sm"
          title={t('balance.failed')}
          retryLabel={t('retry')}
          onRetry={() => $ledger.invalidate()}
        />
      ) : (
        <Skeleton height="12rem" />
      )}
    </Section>
  );
}
