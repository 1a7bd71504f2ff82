// The page's language a task after `$language`: a switch redraws every string and restyles every
// element that inherits the language, so the parts that follow it a task later (the page's
// content, the sidebar, `<html lang>`) leave the click's own task to the header
// (docs/decisions/0330-interactions-bench.md).
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { Language } from '@savdo/contract';
import { $language } from './language';

/** A new store that takes each new `$language` one task later (the last of quick switches). */
export function stagedLanguage(): ReadableAtom<Language> {
  const store = atom<Language>($language.get());
  onMount(store, () => {
    store.set($language.get());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = $language.listen((language) => {
      clearTimeout(timer);
      timer = setTimeout(() => store.set(language), 0);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  });
  return store;
}
