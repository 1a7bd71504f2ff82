// The calendar's event detail and alerts on the client (docs/decisions/0311-economic-event-series.md,
// 0312-calendar-alerts.md): their own entry (`@savdo/core/calendar-detail`), so the calendar a
// partner page loads first does not carry them; only the detail (loaded on demand) and the
// settings page's alert list import it (docs/decisions/0082-performance-targets.md).
export * as calendarDetailApi from './detail-api';
export * from './detail-queries';
