// A subtree that takes a new page language one task after the rest of the page: switching the
// language redraws every string on the page, one long task; staged, the frame (the header with
// the menu the reader chose in, the sidebar) answers at once and the page's content follows in a
// task of its own (docs/decisions/0330-interactions-bench.md).
import { useMemo, type ReactNode } from 'react';
import { atom, onMount } from 'nanostores';
import type { Language } from '@savdo/contract';
import { $language } from '@savdo/core';
import { PageLanguageStore } from './language-context';

export function StagedLanguage({ children }: { children: ReactNode }) {
  const staged = useMemo(() => {
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
  }, []);
  return <PageLanguageStore.Provider value={staged}>{children}</PageLanguageStore.Provider>;
}
