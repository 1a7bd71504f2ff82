// The list filters (symbol, direction, win/loss, date range); the same filters select the
// statistics and the CSV export.
import styled from 'styled-components';
import { TRADE_DIRECTIONS, type JournalFilters } from '@savdo/contract';
import { Button, DateField, Select, TextField, token, useT } from '@savdo/ui';
import { tradingJournalStrings } from './strings';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(7rem, 1fr)) auto;
  gap: ${token('space-3')};
  align-items: end;
  @media (max-width: 760px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface JournalFiltersFormProps {
  /** The symbol as typed (the list asks after a pause). */
  symbolText: string;
  onSymbolText: (text: string) => void;
  filters: JournalFilters;
  onChange: (filters: JournalFilters) => void;
  /** Clears the symbol and every filter. */
  onClear: () => void;
}

export function isFiltered(filters: JournalFilters): boolean {
  return Object.values(filters).some((v) => v !== undefined && v !== '');
}

export function JournalFiltersForm({
  symbolText,
  onSymbolText,
  filters,
  onChange,
  onClear,
}: JournalFiltersFormProps) {
  const t = useT(tradingJournalStrings);
  const set = (patch: JournalFilters) => onChange({ ...filters, ...patch });
  const outcome = filters.win === undefined ? '' : filters.win ? 'win' : 'loss';
  return (
    <Row part="filters" role="search" aria-label={t('filters.label')}>
      <TextField
        label={t('filters.symbol')}
        value={symbolText}
        maxLength={20}
        onChange={(e) => onSymbolText(e.target.value)}
      />
      <Select
        label={t('filters.direction')}
        value={filters.direction ?? ''}
        options={[
          { value: '', label: t('filters.anyDirection') },
          ...TRADE_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) })),
        ]}
        onChange={(e) =>
          set({
            direction:
              e.target.value === '' ? undefined : (e.target.value as JournalFilters['direction']),
          })
        }
      />
      <Select
        label={t('filters.outcome')}
        value={outcome}
        options={[
          { value: '', label: t('filters.anyOutcome') },
          { value: 'win', label: t('filters.wins') },
          { value: 'loss', label: t('filters.losses') },
        ]}
        onChange={(e) => set({ win: e.target.value === '' ? undefined : e.target.value === 'win' })}
      />
      <DateField
        label={t('filters.from')}
        value={filters.from_date ?? ''}
        max={filters.to_date}
        onChange={(from) => set({ from_date: from || undefined })}
      />
      <DateField
        label={t('filters.to')}
        value={filters.to_date ?? ''}
        min={filters.from_date}
        onChange={(to) => set({ to_date: to || undefined })}
      />
      <Button
        variant="secondary"
        disabled={!isFiltered(filters) && symbolText === ''}
        onClick={onClear}
      >
        {t('filters.clear')}
      </Button>
    </Row>
  );
}
