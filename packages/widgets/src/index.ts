// Public surface of @savdo/widgets: every feature's components (and elements). Each widget
// folder appends its own export line here.
export * from './auth';
export * from './session-status';
export * from './theme-switcher';
export * from './language-switcher';
export * from './signals';
export * from './economic-calendar';
export * from './top-up';
export * from './balance-history';
export * from './plans';
export * from './course-catalog';
export * from './course';
export * from './course-player';
export * from './algo-market';
export * from './algo-bot';
export * from './my-expert-advisor';
export * from './copy-trading';
export * from './chat';
export * from './profile';
export * from './settings';
export * from './ai-assistant';
export * from './trading-chart';
export * from './analytics';
export * from './resource-center';
export * from './resource';
export * from './trading-journal';
export * from './notifications';
export * from './banners';
export * from './help';
// Generated typings of every registered tag (HTMLElementTagNameMap, JSX IntrinsicElements).
export type { SavdoElementTagNameMap, SavdoIntrinsicElements } from './element-types';
