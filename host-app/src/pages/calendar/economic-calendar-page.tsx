// /economic-calendar: the page title, then the calendar widget (the same component partners
// embed as <savdo-economic-calendar>), with its filters, time zones, countdown and live values.
import { EconomicCalendar } from '@savdo/widgets/calendar';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function EconomicCalendarPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader
        title={t('pages.economicCalendar.title')}
        description={t('pages.economicCalendar.description')}
      />
      <EconomicCalendar hideTitle />
    </>
  );
}
