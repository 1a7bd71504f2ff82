// The language-switcher widget: component, strings and manifest (element.ts defines the element).
export { LanguageSwitcher, type LanguageSwitcherProps } from './language-switcher';
export { languageSwitcherManifest } from './manifest';
export { LANGUAGE_SWITCHER_NAMESPACE, LANGUAGE_NAMES, languageSwitcherStrings } from './strings';
