// Registers the host app's strings as the `app` namespace (uz, en, ru) on core's i18n.
import { addStrings } from '@savdo/core';
import { useT, type Translate } from '@savdo/ui';
import { en } from './en';
import { ru } from './ru';
import { uz } from './uz';

export const APP_NAMESPACE = 'app';

export const appStrings = { uz, en, ru };

addStrings(APP_NAMESPACE, appStrings);

/** `t` of the host app's namespace in the page's language. */
export function useAppT(): Translate {
  return useT(APP_NAMESPACE);
}
