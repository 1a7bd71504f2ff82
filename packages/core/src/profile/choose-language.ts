// Decision 9: a language chosen by a signed-in user is saved in this browser (i18nextLng) and to
// the profile. The one way to choose it, for the header's menu and the settings page alike.
import type { ApiUser, Language } from '@savdo/contract';
import { setLanguage } from '../i18n/language';
import { $auth } from '../session/auth-state';
import { updateProfile } from './api';

/**
 * Switches the interface at once, then (signed in) saves the choice to the profile a task later:
 * the switch's own task draws the page in the new language and nothing else
 * (docs/decisions/0330-interactions-bench.md). Resolves with the saved user (undefined for a
 * guest); the session user is left as it is (nothing reads its language, the page's is
 * $language, and a new session user would draw the frame and every page reading it again). The
 * promise rejects when the profile could not be saved; the choice holds in this browser either way.
 */
export async function chooseLanguage(language: Language): Promise<ApiUser | undefined> {
  const chosen = setLanguage(language);
  if (!$auth.get().user) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return (await updateProfile({ language: chosen })).result;
}
