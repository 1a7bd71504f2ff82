// An entry's trade details in its view, loaded with the view's first entry that has them (the
// journal's embed budget, docs/decisions/0318-journal-tags-and-reports.md): R, prices, size,
// fees, stop, times and tags, as `dt`/`dd` pairs inside the view's list. Numbers and times are
// written as every page writes them (docs/decisions/0301-one-number-format.md): the interface
// language's marks, and the times in the trader's own zone, where the form took them.
import type { JournalEntry } from '@savdo/contract';
import { formatDateTime, formatNumber } from '@savdo/core';
import { useLanguage, useT } from '@savdo/ui';
import { journalTradeStrings } from './trade-strings';

export function EntryTradeDetails({ entry }: { entry: JournalEntry }) {
  const t = useT(journalTradeStrings);
  const lang = useLanguage();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, lang, 'browser') : null);
  // Prices keep every decimal they were entered with (a pip is the fifth).
  const num = (value: number | null) =>
    value === null ? null : formatNumber(value, lang, { maxDecimals: 8 });
  const pairs: [string, string | null][] = [
    ['R', num(entry.r)],
    [t('trade.entryPrice'), num(entry.entry_price)],
    [t('trade.exitPrice'), num(entry.exit_price)],
    [t('trade.size'), num(entry.size)],
    [t('trade.stopPrice'), num(entry.stop_price)],
    [t('trade.fees'), num(entry.fees)],
    [t('trade.entryTime'), time(entry.entry_time)],
    [t('trade.exitTime'), time(entry.exit_time)],
    [t('trade.setupTags'), entry.setup_tags.join(', ') || null],
    [t('trade.mistakeTags'), entry.mistake_tags.join(', ') || null],
  ];
  return (
    <>
      {pairs
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label} data-trade-detail={label === 'R' ? 'r' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </>
  );
}
