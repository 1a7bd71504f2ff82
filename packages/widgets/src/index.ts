// Public surface of @savdo/widgets: every feature's components (and elements). Each widget
// folder appends its own export line here.
import type { JSX } from 'react';

export * from './auth';
export * from './session-status';
export * from './theme-switcher';
export * from './language-switcher';
export * from './signals';
export * from './calendar';
export * from './payments';
export * from './plans';
export * from './courses/catalog';
export * from './courses/course';
export * from './courses/player';
export * from './algo/market';
export * from './algo/bot';
export * from './algo/my-expert-advisor';
export * from './algo/copy-trading';
export * from './algo/copy-strategy';
export * from './chat';
export * from './profile/profile';
export * from './profile/settings';
export * from './assistant';
export * from './trading-chart';
export * from './analytics';
export * from './resources/center';
export * from './resources/resource';
export * from './journal';
export * from './notifications';
export * from './banners';
export * from './help';

// Each feature's manifest.ts adds its tags to HTMLElementTagNameMap and React's JSX
// IntrinsicElements, beside the element's contract; these two gather the Savdo ones.
type SavdoTag<T> = T extends `savdo-${string}` ? T : never;

/** Every Savdo element by tag. */
export type SavdoElementTagNameMap = {
  [Tag in keyof HTMLElementTagNameMap as SavdoTag<Tag>]: HTMLElementTagNameMap[Tag];
};

/** The JSX props of every Savdo element by tag. */
export type SavdoIntrinsicElements = {
  [Tag in keyof JSX.IntrinsicElements as SavdoTag<Tag>]: JSX.IntrinsicElements[Tag];
};
