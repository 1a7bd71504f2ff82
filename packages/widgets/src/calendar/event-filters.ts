// Impact and currency filters, applied to the loaded events in the browser (the calendar query
// of the API has no such parameters), and the currency choices the loaded events offer.
import type { CalendarDateFilter, EconomicEvent, EventImpact } from '@savdo/contract';

export const DATE_FILTERS: readonly CalendarDateFilter[] = [
  'today',
  'tomorrow',
  'this_week',
  'next_week',
  'custom',
];

export function isDateFilter(value: unknown): value is CalendarDateFilter {
  return typeof value === 'string' && (DATE_FILTERS as readonly string[]).includes(value);
}

export type ImpactChoice = EventImpact | 'all';
export const IMPACT_CHOICES: readonly ImpactChoice[] = ['all', 'high', 'medium', 'low'];

export function isImpactChoice(value: unknown): value is ImpactChoice {
  return typeof value === 'string' && (IMPACT_CHOICES as readonly string[]).includes(value);
}

export interface LocalFilters {
  impact: ImpactChoice;
  /** A currency code, or '' for all. */
  currency: string;
}

export function filterEvents(events: readonly EconomicEvent[], f: LocalFilters): EconomicEvent[] {
  if (f.impact === 'all' && !f.currency) return [...events];
  return events.filter(
    (e) =>
      (f.impact === 'all' || e.impact === f.impact) && (!f.currency || e.currency === f.currency),
  );
}

/** The currencies present, sorted; the chosen one stays listed even when no event has it. */
export function currencyChoices(events: readonly EconomicEvent[], chosen = ''): string[] {
  const codes = new Set(events.map((e) => e.currency));
  if (chosen) codes.add(chosen);
  return [...codes].sort();
}
