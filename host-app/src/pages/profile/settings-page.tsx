// /settings: the page title and the settings widget (theme, language, time zone), with the
// notifications feature's preferences in its Notifications section, and under them the calendar
// alerts the user set (docs/decisions/0312-calendar-alerts.md).
import { NotificationPreferencesForm } from '@savdo/ui/notifications';
import { Settings } from '@savdo/widgets/profile/settings';
import { CalendarAlertsList } from '@savdo/widgets/calendar';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function SettingsPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader title={t('pages.settings.title')} description={t('pages.settings.description')} />
      <Settings
        hideTitle
        notifications={
          <>
            <NotificationPreferencesForm />
            <CalendarAlertsList />
          </>
        }
      />
    </>
  );
}
