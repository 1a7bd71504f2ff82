// Decision 9: a language chosen by a signed-in user is saved in this browser (i18nextLng) and to
// the profile. The interface switches at once; the promise rejects if the profile save failed.
import type { Language } from '@savdo/contract';
import { setLanguage } from '../i18n/language';
import { $auth, mergeUser } from '../session/auth-state';
import { saveProfile } from './queries';

export async function chooseLanguage(language: Language): Promise<void> {
  const chosen = setLanguage(language);
  if (!$auth.get().user) return;
  mergeUser({ language: chosen });
  await saveProfile({ language: chosen });
}
