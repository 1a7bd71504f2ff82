// Strings of the session-status widget (namespace `session-status`).
import { addStrings } from '@savdo/core';

export const SESSION_STATUS_NAMESPACE = 'session-status';

export const sessionStatusStrings = {
  uz: {
    signedInAs: 'Tizimdasiz: {{name}}',
    signedOut: 'Tizimga kirmagansiz',
    signIn: 'Kirish',
    checking: 'Sessiya tekshirilmoqda…',
    sessionLabel: 'Sessiya holati',
  },
  en: {
    signedInAs: 'Signed in as {{name}}',
    signedOut: 'You are not signed in',
    signIn: 'Sign in',
    checking: 'Checking your session…',
    sessionLabel: 'Session status',
  },
  ru: {
    signedInAs: 'Вы вошли как {{name}}',
    signedOut: 'Вы не вошли в систему',
    signIn: 'Войти',
    checking: 'Проверяем сессию…',
    sessionLabel: 'Статус сессии',
  },
};

addStrings(SESSION_STATUS_NAMESPACE, sessionStatusStrings);
