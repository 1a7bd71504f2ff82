// An event's name in the reader's language: its series' uz or ru name when there is one, the
// English name otherwise (docs/decisions/0311-economic-event-series.md).
import type { EconomicEvent, Language } from '@savdo/contract';

export function eventName(
  event: Pick<EconomicEvent, 'event' | 'event_names'>,
  lang: Language,
): string {
  if (lang === 'en') return event.event;
  return event.event_names?.[lang] || event.event;
}
