// Strings of the session-status widget (namespace `session-status`).
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  signedInAs: 'Tizimdasiz: {{name}}',
  signedOut: 'Tizimga kirmagansiz',
  signIn: 'Kirish',
  checking: 'Sessiya tekshirilmoqda…',
  sessionLabel: 'Sessiya holati',
};

const en: LocaleOf<typeof uz> = {
  signedInAs: 'Signed in as {{name}}',
  signedOut: 'You are not signed in',
  signIn: 'Sign in',
  checking: 'Checking your session…',
  sessionLabel: 'Session status',
};

const ru: LocaleOf<typeof uz> = {
  signedInAs: 'Вы вошли как {{name}}',
  signedOut: 'Вы не вошли в систему',
  signIn: 'Войти',
  checking: 'Проверяем сессию…',
  sessionLabel: 'Статус сессии',
};

export const sessionStatusStrings = widgetStrings('session-status', { uz, en, ru });
export const SESSION_STATUS_NAMESPACE = sessionStatusStrings.namespace;
