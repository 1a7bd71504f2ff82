// Decision 9: a language chosen by a signed-in user is saved in this browser (i18nextLng) and to
// the profile. The interface switches at once; the promise rejects if the profile save failed.
import type { Language } from '@savdo/contract';
import { setLanguage } from '../i18n/language';
import { $auth } from '../session/auth-state';
import { saveProfile } from './queries';

export async function chooseLanguage(language: Language): Promise<void> {
  const chosen = setLanguage(language);
  if (!$auth.get().user) return;
  // Saved a task later, as the header's menu does: the switch's own task draws the page in the
  // new language and nothing else (docs/decisions/0330-interactions-bench.md). The answer then
  // updates the session user and the profile.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await saveProfile({ language: chosen });
}
