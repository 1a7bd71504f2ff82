// An entry's trade details in its view, loaded with the view's first entry that has them (the
// journal's embed budget, docs/decisions/0318-journal-tags-and-reports.md): R, prices, size,
// fees, stop, times and tags, as `dt`/`dd` pairs inside the view's list.
import type { JournalEntry } from '@savdo/contract';
import { useT } from '@savdo/ui';
import { journalTradeStrings } from './trade-strings';

export function EntryTradeDetails({ entry }: { entry: JournalEntry }) {
  const t = useT(journalTradeStrings);
  const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null);
  const pairs: [string, string | number | null][] = [
    ['R', entry.r],
    [t('trade.entryPrice'), entry.entry_price],
    [t('trade.exitPrice'), entry.exit_price],
    [t('trade.size'), entry.size],
    [t('trade.stopPrice'), entry.stop_price],
    [t('trade.fees'), entry.fees],
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
            <dd>{String(value)}</dd>
          </div>
        ))}
    </>
  );
}
