// GET /economic_calendar (query, date_filter, from_date, to_date, plus our
// utc_offset so "today" is the viewer's day). On a partner's page the partner key goes along.
import type { CalendarQuery, EconomicCalendarResponse } from '@savdo/contract';
import { mainApi } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

export function getEconomicCalendar(query: CalendarQuery = {}): Promise<EconomicCalendarResponse> {
  const custom = query.date_filter === 'custom' || query.date_filter === undefined;
  return mainApi.get<EconomicCalendarResponse>('/economic_calendar', {
    params: {
      query: query.query?.trim() || undefined,
      date_filter: query.date_filter,
      // Dates belong to a custom range only; a preset filter names its own days.
      from_date: custom ? query.from_date || undefined : undefined,
      to_date: custom ? query.to_date || undefined : undefined,
      utc_offset: query.utc_offset,
    },
    headers: partnerHeaders(),
  });
}
