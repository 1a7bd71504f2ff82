// The theme-switcher widget: component, strings and manifest (element.ts defines the element).
export { ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher';
export { themeSwitcherManifest } from './manifest';
export { THEME_SWITCHER_NAMESPACE, themeSwitcherStrings } from './strings';
