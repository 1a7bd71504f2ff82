// Profit by period (day, week, month, year, all) as a bar chart: one inline SVG, bars up for a
// profit and down for a loss around a zero line, each with its figure as a title.
import { useMemo, useState } from 'react';
import { PROFIT_PERIODS, type ProfitPeriod, type ProfitStat } from '@savdo/contract';
import { formatDate, formatNumber } from '@savdo/core';
import { profitStatsQuery } from '@savdo/core/algo';
import { Select, useLanguage, useStore, useT } from '@savdo/ui';
import { myExpertAdvisorStrings } from './strings';

const W = 480;
const H = 120;

/** Bars in the box: x, y, height and sign. Exported for tests. */
export function profitBars(data: readonly ProfitStat[], width = W, height = H) {
  const max = Math.max(1e-9, ...data.map((d) => Math.abs(d.profit)));
  const hasLoss = data.some((d) => d.profit < 0);
  const zero = hasLoss ? height / 2 : height;
  const scale = (hasLoss ? height / 2 : height) / max;
  const step = data.length ? width / data.length : width;
  return data.map((d, i) => {
    const h = Math.abs(d.profit) * scale;
    return {
      x: i * step + step * 0.1,
      width: step * 0.8,
      y: d.profit >= 0 ? zero - h : zero,
      height: h,
      up: d.profit >= 0,
    };
  });
}

export function ProfitStats({ purchaseId }: { purchaseId: number }) {
  const t = useT(myExpertAdvisorStrings);
  const lang = useLanguage();
  const [period, setPeriod] = useState<ProfitPeriod>('month');
  const $stats = useMemo(() => profitStatsQuery(purchaseId, period), [purchaseId, period]);
  const data = useStore($stats).data?.result.data;
  const bars = data ? profitBars(data) : [];
  return (
    <section part="profit" aria-label={t('profit.title')}>
      <h3>{t('profit.title')}</h3>
      <Select
        label={t('profit.period')}
        value={period}
        options={PROFIT_PERIODS.map((p) => ({ value: p, label: t(`profit.${p}`) }))}
        onChange={(e) => setPeriod(e.target.value as ProfitPeriod)}
      />
      {data && data.length === 0 ? <p>{t('profit.empty')}</p> : null}
      {data && data.length > 0 ? (
        <svg
          role="img"
          aria-label={t('profit.title')}
          viewBox={`0 0 ${W} ${H}`}
          width="100%"
          height={H}
        >
          {bars.map((b, i) => (
            <rect
              key={data[i]!.period_start}
              data-bar={b.up ? 'up' : 'down'}
              x={b.x}
              y={b.y}
              width={b.width}
              height={b.height}
              fill={b.up ? 'var(--savdo-color-success)' : 'var(--savdo-color-danger)'}
            >
              <title>{`${formatDate(data[i]!.period_start, lang)}: ${formatNumber(data[i]!.profit, lang)}`}</title>
            </rect>
          ))}
        </svg>
      ) : null}
    </section>
  );
}
