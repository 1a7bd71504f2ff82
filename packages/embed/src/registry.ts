// Which module defines which element. The loader imports `<base>widgets/<feature>.js` the first
// time one of the feature's tags appears; the build makes one such entry per feature from
// packages/widgets/src/<feature>/element.ts. To make a new widget embeddable, add its tag(s)
// here (see docs/embedding.md, "Adding a widget").
export const widgetRegistry = {
  'savdo-session-status': 'session-status',
  'savdo-theme-switcher': 'theme-switcher',
  'savdo-language-switcher': 'language-switcher',
  'savdo-signals': 'signals',
  'savdo-economic-calendar': 'economic-calendar',
  'savdo-todays-events': 'economic-calendar',
  'savdo-auth': 'auth',
  'savdo-sign-in': 'auth',
  'savdo-register': 'auth',
  'savdo-password-setup': 'auth',
  'savdo-reset-password': 'auth',
  'savdo-verify-email': 'auth',
  'savdo-top-up': 'top-up',
  'savdo-payment-status': 'top-up',
  'savdo-balance-history': 'balance-history',
  'savdo-plans': 'plans',
  'savdo-profile': 'profile',
  'savdo-settings': 'settings',
  'savdo-course-catalog': 'course-catalog',
  'savdo-course': 'course',
  'savdo-course-player': 'course-player',
  'savdo-algo-market': 'algo-market',
  'savdo-algo-bot': 'algo-bot',
  'savdo-chat': 'chat',
  'savdo-my-expert-advisor': 'my-expert-advisor',
  'savdo-copy-trading': 'copy-trading',
  'savdo-ai-assistant': 'ai-assistant',
  'savdo-trading-chart': 'trading-chart',
  'savdo-analytics': 'analytics',
  'savdo-resource-center': 'resource-center',
  'savdo-resource': 'resource',
  'savdo-trading-journal': 'trading-journal',
  'savdo-notifications': 'notifications',
  'savdo-banners': 'banners',
  'savdo-help': 'help',
} as const satisfies Record<`savdo-${string}`, string>;

export type RegisteredTag = keyof typeof widgetRegistry;
export type WidgetFeature = (typeof widgetRegistry)[RegisteredTag];

/** The feature module of a tag, or undefined for a tag we do not ship. */
export function featureOf(tag: string): WidgetFeature | undefined {
  return Object.prototype.hasOwnProperty.call(widgetRegistry, tag)
    ? widgetRegistry[tag as RegisteredTag]
    : undefined;
}
