// The partner's last 30 days (docs/embedding.md, "What usage counts", "Referrals"): widget loads
// summed by day, origin and widget, and referred sign-ups and first top-ups by day, as tables.
// Counts only: the API never names a referred user.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PartnerReferralDay, PartnerUsageRow } from '@savdo/contract';
import { partnersApi } from '@savdo/core/partners';
import { EmptyState, LoadFailed, Panel, Skeleton, Stack, token, useT } from '@savdo/ui';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';
import { partnerStrings } from './partner-strings';

const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

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

export function PartnerStats() {
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
            <Tables>
              {totalTable(t('usage.perDay'), t('usage.day'), totalsBy(stats.usage, 'day'), 'day')}
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
            <DataTable<PartnerReferralDay>
              caption={t('referrals.title')}
              columns={referralColumns}
              rows={stats.referrals}
              rowKey={(r) => r.day}
              sortLabel={(h) => h}
            />
          )}
        </Stack>
      </Panel>
    </>
  );
}
