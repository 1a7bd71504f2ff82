// A subtree that takes a new page language one task after the rest of the page: switching the
// language redraws every string on the page, one long task; staged, the frame (the header with
// the menu the reader chose in, the sidebar) answers at once and the page's content follows in a
// task of its own (docs/decisions/0330-interactions-bench.md).
import { useMemo, type ReactNode } from 'react';
import { stagedLanguage } from '@savdo/core';
import { PageLanguageStore } from './language-context';

export function StagedLanguage({ children }: { children: ReactNode }) {
  const staged = useMemo(stagedLanguage, []);
  return <PageLanguageStore.Provider value={staged}>{children}</PageLanguageStore.Provider>;
}
