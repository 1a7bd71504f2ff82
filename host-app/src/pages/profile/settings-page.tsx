// /settings: the page title and the settings widget (theme, language, time zone), with the
// notifications feature's preferences in its Notifications section, followed by the Telegram
// channel's section (connect, state, switch; docs/features/telegram.md) and the calendar alerts
// the user set (docs/decisions/0312-calendar-alerts.md).
import { lazy, Suspense } from 'react';
import { NotificationPreferencesForm } from '@savdo/ui/notifications';
import { Settings } from '@savdo/widgets/profile/settings';
import { TelegramSettings } from '@savdo/widgets/telegram';
import { Skeleton, Stack } from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

// The alerts list is the page's last section and shares its module with the whole calendar
// widget (about 17 KB gzip): it loads after the page's first render, which keeps /settings'
// first load under its 110 KB target (docs/decisions/0082-performance-targets.md).
const CalendarAlertsList = lazy(() =>
  import('@savdo/widgets/calendar').then((m) => ({ default: m.CalendarAlertsList })),
);

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
            <Suspense fallback={<Skeleton height="4rem" />}>
              <CalendarAlertsList />
            </Suspense>
          </Stack>
        }
      />
    </>
  );
}
