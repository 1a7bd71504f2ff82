// The partner's last 30 days (docs/embedding.md, "What usage counts", "Referrals"): widget loads
// per day as a chart, summed by origin and widget as tables; referred sign-ups and first top-ups
// per day as a chart and a table. Counts only: the API never names a referred user.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PartnerReferralDay, PartnerUsageRow } from '@savdo/contract';
import { partnersApi } from '@savdo/core/partners';
import { EmptyState, LoadFailed, Panel, Skeleton, Stack, token, useT } from '@savdo/ui';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';
import { countsByDay, DailyBars, periodDays } from './daily-bars';
import { partnerStrings } from './partner-strings';
import { Title, Muted } from './partner-text';

const Tables = styled.div`
  display: grid;
  gap: ${token('space-4')};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
`;

interface Total {
  label: string;
  count: number;
}

/** Sums the usage rows by one of their fields, in that field's order. */
export function totalsBy(rows: readonly PartnerUsageRow[], field: 'day' | 'origin' | 'widget') {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row[field], (sums.get(row[field]) ?? 0) + row.count);
  return [...sums]
    .map(([label, count]): Total => ({ label, count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

type Stats = { usage: PartnerUsageRow[]; referrals: PartnerReferralDay[] } | 'failed' | null;

export function PartnerStats({ now }: { now?: Date } = {}) {
  const t = useT(partnerStrings);
  const [stats, setStats] = useState<Stats>(null);
  const load = useCallback(() => {
    Promise.all([partnersApi.getUsage(), partnersApi.getReferrals()])
      .then(([usage, referrals]) => setStats({ usage: usage.result, referrals: referrals.result }))
      .catch(() => setStats('failed'));
  }, []);
  useEffect(load, [load]);

  if (stats === null) return <Skeleton height={160} />;
  if (stats === 'failed')
    return <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={load} />;

  const totalTable = (caption: string, header: string, rows: Total[], name: string) => {
    const columns: DataColumn<Total>[] = [
      { id: 'label', header, cell: (r) => r.label },
      { id: 'count', header: t('usage.loads'), numeric: true, cell: (r) => String(r.count) },
    ];
    return (
      <div data-usage={name}>
        <DataTable<Total>
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.label}
          sortLabel={(h) => h}
        />
      </div>
    );
  };
  const days = periodDays(now ?? new Date());
  const referralColumns: DataColumn<PartnerReferralDay>[] = [
    { id: 'day', header: t('referrals.day'), cell: (r) => r.day },
    {
      id: 'sign_ups',
      header: t('referrals.signUps'),
      numeric: true,
      cell: (r) => String(r.sign_ups),
    },
    {
      id: 'first_top_ups',
      header: t('referrals.firstTopUps'),
      numeric: true,
      cell: (r) => String(r.first_top_ups),
    },
  ];

  return (
    <>
      <Panel data-partner-usage>
        <Stack $gap={3}>
          <Title>{t('usage.title')}</Title>
          <Muted>{t('usage.text')}</Muted>
          {stats.usage.length === 0 ? (
            <EmptyState title={t('usage.empty')} />
          ) : (
            <>
              <DailyBars
                label={t('usage.perDay')}
                days={days}
                series={[
                  {
                    name: 'loads',
                    label: t('usage.loads'),
                    colour: token('color-accent'),
                    byDay: countsByDay(stats.usage.map((r) => [r.day, r.count] as const)),
                  },
                ]}
              />
              <Tables>
                {totalTable(
                  t('usage.perOrigin'),
                  t('usage.origin'),
                  totalsBy(stats.usage, 'origin'),
                  'origin',
                )}
                {totalTable(
                  t('usage.perWidget'),
                  t('usage.widget'),
                  totalsBy(stats.usage, 'widget'),
                  'widget',
                )}
              </Tables>
            </>
          )}
        </Stack>
      </Panel>
      <Panel data-partner-referrals>
        <Stack $gap={3}>
          <Title>{t('referrals.title')}</Title>
          <Muted>{t('referrals.text')}</Muted>
          {stats.referrals.length === 0 ? (
            <EmptyState title={t('referrals.empty')} />
          ) : (
            <>
              <DailyBars
                label={t('referrals.title')}
                days={days}
                series={[
                  {
                    name: 'sign_ups',
                    label: t('referrals.signUps'),
                    colour: token('color-accent'),
                    byDay: countsByDay(stats.referrals.map((r) => [r.day, r.sign_ups] as const)),
                  },
                  {
                    name: 'first_top_ups',
                    label: t('referrals.firstTopUps'),
                    colour: token('color-success'),
                    byDay: countsByDay(
                      stats.referrals.map((r) => [r.day, r.first_top_ups] as const),
                    ),
                  },
                ]}
              />
              <DataTable<PartnerReferralDay>
                caption={t('referrals.title')}
                columns={referralColumns}
                rows={stats.referrals}
                rowKey={(r) => r.day}
                sortLabel={(h) => h}
              />
            </>
          )}
        </Stack>
      </Panel>
    </>
  );
}
