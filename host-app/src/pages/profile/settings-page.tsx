// /settings: the page title and the settings widget (theme, language, time zone), with the
// notifications feature's preferences in its Notifications section, followed by the Telegram
// channel's section (connect, state, switch; docs/features/telegram.md) and the calendar alerts
// the user set (docs/decisions/0312-calendar-alerts.md).
import { NotificationPreferencesForm } from '@savdo/ui/notifications';
import { Settings } from '@savdo/widgets/profile/settings';
import { TelegramSettings } from '@savdo/widgets/telegram';
import { CalendarAlertsList } from '@savdo/widgets/calendar';
import { Stack } from '@savdo/ui';
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
          <Stack $gap={4}>
            <NotificationPreferencesForm />
            <TelegramSettings />
            <CalendarAlertsList />
          </Stack>
        }
      />
    </>
  );
}
