// The From and To fields of a custom range, loaded when the range is chosen: the calendar is
// embedded on partners' pages, and its first load has no room for the date field
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
import { DateField, useT } from '@savdo/ui';
import { calendarStrings } from './strings';

export interface CustomRangeProps {
  fromDate: string;
  toDate: string;
  /** The end comes before the start (set so through the attributes). */
  reversed: boolean;
  onChange: (change: { fromDate?: string; toDate?: string }) => void;
}

export default function CustomRange({ fromDate, toDate, reversed, onChange }: CustomRangeProps) {
  const t = useT(calendarStrings);
  return (
    <>
      <DateField
        label={t('from')}
        value={fromDate}
        max={toDate || undefined}
        onChange={(from) => onChange({ fromDate: from })}
      />
      <DateField
        label={t('to')}
        value={toDate}
        min={fromDate || undefined}
        error={reversed ? t('rangeReversed') : undefined}
        onChange={(to) => onChange({ toDate: to })}
      />
    </>
  );
}
