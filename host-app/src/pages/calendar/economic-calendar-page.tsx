// /economic-calendar: the page title, then the calendar widget (the same component partners
// embed as <savdo-economic-calendar>), with its filters, time zones, countdown and live values.
// /economic-calendar/event/{series} opens an event's detail over it (its history, meaning, next
// release and alerts; docs/decisions/0311-economic-event-series.md): the address follows the
// dialog, so a notification's link opens it and closing it goes back to the calendar.
import { useNavigate, useParams } from 'react-router';
import { EconomicCalendar } from '@savdo/widgets/calendar';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function EconomicCalendarPage() {
  const t = useAppT();
  const series = useParams().series ?? '';
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t('pages.economicCalendar.title')}
        description={t('pages.economicCalendar.description')}
      />
      <EconomicCalendar
        hideTitle
        eventDetail
        series={series}
        onEventOpen={(next) =>
          navigate(
            next ? `/economic-calendar/event/${encodeURIComponent(next)}` : '/economic-calendar',
          )
        }
      />
    </>
  );
}
