// The theme a subtree renders in, so portals leaving the tree (Modal into document.body) can
// carry the same tokens with them.
import { createContext, useContext } from 'react';
import type { ResolvedTheme } from './tokens';

export const ThemeContext = createContext<ResolvedTheme>('light');

/** The resolved theme (light or dark) of the nearest SavdoRoot. */
export function useResolvedTheme(): ResolvedTheme {
  return useContext(ThemeContext);
}
