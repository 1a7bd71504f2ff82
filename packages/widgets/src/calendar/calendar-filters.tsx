// The calendar's filters: search text, date filter (with from/to for a custom range), impact,
// currency and the time zone (Tashkent, Moscow, London, New York, and the browser's own).
import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import type { CalendarDateFilter, TimeZoneChoice } from '@savdo/contract';
import { TIME_ZONE_CHOICES, timeZoneLabel } from '@savdo/core';
import { Select, TextField, token, useLanguage, useT } from '@savdo/ui';
import {
  DATE_FILTERS,
  IMPACT_CHOICES,
  isDateFilter,
  isImpactChoice,
  type ImpactChoice,
} from './event-filters';
import { calendarStrings } from './strings';

const CustomRange = lazy(() => import('./custom-range'));

/** A custom range whose end comes before its start (YYYY-MM-DD strings compare as dates). */
export function isRangeReversed(fromDate: string, toDate: string): boolean {
  return Boolean(fromDate && toDate && fromDate > toDate);
}

export interface CalendarFilterValues {
  query: string;
  dateFilter: CalendarDateFilter;
  fromDate: string;
  toDate: string;
  impact: ImpactChoice;
  currency: string;
  zone: TimeZoneChoice;
}

export interface CalendarFiltersProps {
  values: CalendarFilterValues;
  currencies: readonly string[];
  onChange: (change: Partial<CalendarFilterValues>) => void;
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${token('space-3')};
  align-items: end;
`;

export function CalendarFilters({ values, currencies, onChange }: CalendarFiltersProps) {
  const t = useT(calendarStrings);
  const lang = useLanguage();
  return (
    <Bar part="filters" role="search" aria-label={t('filtersLabel')}>
      <TextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={values.query}
        onChange={(e) => onChange({ query: e.currentTarget.value })}
      />
      <Select
        label={t('dateFilter')}
        value={values.dateFilter}
        options={DATE_FILTERS.map((f) => ({ value: f, label: t(`dates.${f}`) }))}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isDateFilter(value)) onChange({ dateFilter: value });
        }}
      />
      {values.dateFilter === 'custom' ? (
        <Suspense fallback={null}>
          <CustomRange
            fromDate={values.fromDate}
            toDate={values.toDate}
            reversed={isRangeReversed(values.fromDate, values.toDate)}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
      <Select
        label={t('impact')}
        value={values.impact}
        options={IMPACT_CHOICES.map((i) => ({
          value: i,
          label: i === 'all' ? t('impactAll') : t(`impactLevel.${i}`),
        }))}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isImpactChoice(value)) onChange({ impact: value });
        }}
      />
      <Select
        label={t('currency')}
        value={values.currency}
        options={[
          { value: '', label: t('currencyAll') },
          ...currencies.map((c) => ({ value: c, label: c })),
        ]}
        onChange={(e) => onChange({ currency: e.currentTarget.value })}
      />
      <Select
        label={t('timeZone')}
        value={values.zone}
        options={TIME_ZONE_CHOICES.map((z) => ({ value: z, label: timeZoneLabel(z, lang) }))}
        onChange={(e) => {
          const value = TIME_ZONE_CHOICES.find((z) => z === e.currentTarget.value);
          if (value) onChange({ zone: value });
        }}
      />
    </Bar>
  );
}
