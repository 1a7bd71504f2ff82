// Core's form validators answer with the spec's English messages; the widgets show them in the
// subtree's language by looking the message up among core's message names.
import { AUTH_FORM_MESSAGES } from '@savdo/core';
import type { Translate } from '@savdo/ui';

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(AUTH_FORM_MESSAGES).map(([key, message]) => [message, key]),
);

/** The message in the current language; an unknown message is shown as it is. */
export function translateAuthMessage(
  t: Translate,
  message: string | undefined,
): string | undefined {
  if (message === undefined) return undefined;
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`validation.${key}`) : message;
}
