// Notifications, banners and help in their states: the notification list (unread and
// read, empty, loading, error, a live arrival every few seconds), the preferences, the banner
// carousel, the help centre with its FAQ and the contextual help, in uz, ru and en. The API is
// the kit's fake (tests/kit/notifications.ts) through story-kit.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppNotification, Language } from '@savdo/contract';
import { NotificationPreferencesForm, NotificationsPanel } from '@savdo/ui/notifications';
import { HelpCenter, PageHelp } from '@savdo/ui/help';
import { BannerCarousel } from '@savdo/widgets/banners';
import {
  makeBanner,
  makeInstruction,
  makeNotification,
  notificationsRoutes,
  type NotificationsServer,
} from '../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  withLivePush,
  type ApiState,
} from '../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Notifications, banners and help', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const TEXTS: Record<Language, Partial<AppNotification>[]> = {
  en: [
    {
      kind: 'payment_credited',
      title: 'Balance topped up',
      body: '50 000 UZS was credited to your balance via Payme.',
    },
    {
      kind: 'module_access_ending',
      title: 'Module access ends soon',
      body: 'Your access to "Candles" ends on 25 November, 14:00. Buy it again to extend it by 7 days.',
      is_read: true,
    },
    {
      kind: 'expert_advisor_status',
      title: 'Expert advisor status',
      body: '"Trend Rider" is now active.',
      is_read: true,
    },
  ],
  ru: [
    {
      kind: 'payment_credited',
      title: 'Баланс пополнен',
      body: '50 000 сум зачислено на баланс через Payme.',
    },
    {
      kind: 'module_access_ending',
      title: 'Доступ к модулю скоро закончится',
      body: 'Доступ к модулю «Свечи» закончится 25 ноября, 14:00.',
      is_read: true,
    },
    {
      kind: 'expert_advisor_status',
      title: 'Статус советника',
      body: '«Trend Rider» теперь активен.',
      is_read: true,
    },
  ],
  uz: [
    {
      kind: 'payment_credited',
      title: "Balans to'ldirildi",
      body: "50 000 so'm Payme orqali balansingizga tushdi.",
    },
    {
      kind: 'module_access_ending',
      title: 'Modulga kirish muddati tugamoqda',
      body: '"Shamlar" moduliga kirish 25-noyabr, 14:00 da tugaydi.',
      is_read: true,
    },
    {
      kind: 'expert_advisor_status',
      title: 'Ekspert maslahatchi holati',
      body: '"Trend Rider" endi faol.',
      is_read: true,
    },
  ],
};

function server(lang: Language, change: (s: NotificationsServer) => void = () => undefined) {
  const s: NotificationsServer = {
    notifications: TEXTS[lang].map((t, i) => makeNotification({ id: 100 + i, ...t })),
    banners: [
      makeBanner({
        id: 1,
        title: 'Premium signals: a clear entry, stop and target for every trade',
      }),
      makeBanner({
        id: 2,
        title: 'Video courses: learn trading from the ground up',
        image_url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="360"><rect width="1200" height="360" fill="%232b8a3e"/></svg>`,
      }),
    ],
    instructions: [
      makeInstruction({ id: 1 }),
      makeInstruction({
        id: 2,
        title: 'A payment failed: what now',
        body: 'If a payment is cancelled, nothing is charged.',
      }),
      makeInstruction({
        id: 3,
        location: 'signals',
        title: 'How to read a signal',
        body: 'Every signal has a direction, an entry price, a stop-loss and a take-profit.',
      }),
    ],
  };
  change(s);
  return s;
}

const api = (lang: Language, state?: ApiState, change?: (s: NotificationsServer) => void) => ({
  fakeApi: { routes: () => notificationsRoutes(server(lang, change)), state },
});

const panel = (
  lang: Language,
  state?: ApiState,
  change?: (s: NotificationsServer) => void,
): Story => ({
  parameters: api(lang, state, change),
  decorators: [withLanguage(lang)],
  render: () => (
    <StorySignedIn>
      <div style={{ maxWidth: 400, border: '1px solid #d4d8de', borderRadius: 12 }}>
        <NotificationsPanel />
      </div>
    </StorySignedIn>
  ),
});

export const NotificationList = panel('en');
export const NotificationListRussian = panel('ru');
export const NotificationListUzbek = panel('uz');
export const NotificationListEmpty = panel('en', 'ready', (s) => (s.notifications = []));
export const NotificationListLoading = panel('en', 'loading');
export const NotificationListError = panel('en', 'error');
export const NotificationListLive: Story = {
  ...panel('en'),
  decorators: [
    withLanguage('en'),
    withLivePush(4000, (n) => ({
      type: 'notification',
      notification: makeNotification({
        id: 1000 + n,
        kind: 'signal_new',
        title: `New signal: BTCUSD #${n}`,
        body: 'Buy BTCUSD (crypto).',
      }),
    })),
  ],
};

const prefs = (lang: Language): Story => ({
  parameters: api(lang),
  decorators: [withLanguage(lang)],
  render: () => (
    <StorySignedIn>
      <NotificationPreferencesForm />
    </StorySignedIn>
  ),
});
export const Preferences = prefs('en');
export const PreferencesRussian = prefs('ru');
export const PreferencesUzbek = prefs('uz');

const banners = (lang: Language, state?: ApiState): Story => ({
  parameters: api(lang, state),
  decorators: [withLanguage(lang)],
  render: () => <BannerCarousel />,
});
export const Banners = banners('en');
export const BannersUzbek = banners('uz');
export const BannersLoading = banners('en', 'loading');
export const BannersError = banners('en', 'error');

const help = (lang: Language, state?: ApiState): Story => ({
  parameters: api(lang, state),
  decorators: [withLanguage(lang)],
  render: () => <HelpCenter support={<p>(the support conversation goes here)</p>} />,
});
export const Help = help('en');
export const HelpRussian = help('ru');
export const HelpUzbek = help('uz');
export const HelpLoading = help('en', 'loading');
export const HelpError = help('en', 'error');
export const ContextualHelp: Story = {
  parameters: api('en'),
  render: () => <PageHelp location="top_up" />,
};
export const ContextualHelpInline: Story = {
  parameters: api('en'),
  render: () => <PageHelp location="top_up" variant="inline" />,
};
