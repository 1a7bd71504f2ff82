// The terminal bridge's marks (bridge-marks.tsx, namespace `algo-bridge`): shown on My Expert
// Advisors and My copies only, so they stay out of the strings every algo widget loads.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  lastSeen: "So'nggi aloqa: {{time}}",
  never: 'Terminal hali ulanmagan',
  offline: 'Terminal {{time}} dan beri oflayn',
  wrong_login: 'Boshqa savdo hisobi ulandi: {{value}} (kerak: {{login}})',
  wrong_platform: 'Boshqa platforma ulandi: {{value}} (kerak: {{platform}})',
};

const en: LocaleOf<typeof uz> = {
  lastSeen: 'Last seen: {{time}}',
  never: 'Terminal not connected yet',
  offline: 'Terminal offline since {{time}}',
  wrong_login: 'Wrong trading account connected: {{value}} (expected {{login}})',
  wrong_platform: 'Wrong platform connected: {{value}} (expected {{platform}})',
};

const ru: LocaleOf<typeof uz> = {
  lastSeen: 'Последняя связь: {{time}}',
  never: 'Терминал ещё не подключён',
  offline: 'Терминал офлайн с {{time}}',
  wrong_login: 'Подключён другой торговый счёт: {{value}} (нужен {{login}})',
  wrong_platform: 'Подключена другая платформа: {{value}} (нужна {{platform}})',
};

export const bridgeStrings = widgetStrings('algo-bridge', { uz, en, ru });
