// An event's detail and the signed-in user's alerts (docs/decisions/0311-economic-event-series.md,
// 0312-calendar-alerts.md): GET /economic_calendar/series/{key} (partners too: the key goes
// along), and GET, POST, DELETE /economic_calendar/alerts.
import type {
  CalendarAlertRequest,
  CalendarAlertResponse,
  CalendarAlertsResponse,
  EventSeriesDetailResponse,
  MessageResponse,
} from '@savdo/contract';
import { mainApi } from '../api/client';
import { partnerHeaders } from '../api/partner-key';

export function getEventSeries(key: string): Promise<EventSeriesDetailResponse> {
  return mainApi.get<EventSeriesDetailResponse>(
    `/economic_calendar/series/${encodeURIComponent(key)}`,
    { headers: partnerHeaders() },
  );
}

export function listCalendarAlerts(): Promise<CalendarAlertsResponse> {
  return mainApi.get<CalendarAlertsResponse>('/economic_calendar/alerts');
}

export function addCalendarAlert(body: CalendarAlertRequest): Promise<CalendarAlertResponse> {
  return mainApi.post<CalendarAlertResponse>('/economic_calendar/alerts', body);
}

export function removeCalendarAlert(id: number): Promise<MessageResponse> {
  return mainApi.delete<MessageResponse>(`/economic_calendar/alerts/${id}`);
}
