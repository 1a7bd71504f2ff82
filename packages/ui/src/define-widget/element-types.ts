// The TypeScript face of a defined element, derived from its manifest: what
// document.querySelector('savdo-signals') returns and what JSX accepts for the tag. The
// generated packages/widgets/src/element-types.ts applies these to every registered tag.
import type { HTMLAttributes, Key, Ref } from 'react';
import type {
  AttributeValue,
  BUILT_IN_ATTRIBUTES,
  BUILT_IN_EVENTS,
  ElementProps,
  WidgetEvents,
} from './manifest';

type BuiltInEvents = WidgetEvents<{ events: typeof BUILT_IN_EVENTS }>;

/** The events an element of manifest `M` dispatches, with their detail types. */
export type ElementEvents<M> = WidgetEvents<M> & BuiltInEvents;

type Listener<D> = (this: HTMLElement, event: CustomEvent<D>) => unknown;

/** An element of manifest `M`: its typed props as properties, its events as listeners. */
export type WidgetElement<M> = HTMLElement &
  ElementProps<M> & {
    /** The element's own theme; null follows the page. */
    theme: string | null;
    addEventListener<K extends keyof ElementEvents<M> & string>(
      type: K,
      listener: Listener<ElementEvents<M>[K]>,
      options?: boolean | AddEventListenerOptions,
    ): void;
    removeEventListener<K extends keyof ElementEvents<M> & string>(
      type: K,
      listener: Listener<ElementEvents<M>[K]>,
      options?: boolean | EventListenerOptions,
    ): void;
  };

type AttributesOf<M> = M extends { attributes: infer A } ? A : Record<never, never>;
type BuiltIns = typeof BUILT_IN_ATTRIBUTES;

/**
 * JSX props of the tag: its attributes by their kebab-case names (React 19 writes them as
 * attributes: true as a bare attribute, false removes it) and its props by name (React 19
 * sets them as properties, the way to pass objects and callbacks).
 */
export type WidgetJsxProps<M> = Omit<HTMLAttributes<WidgetElement<M>>, 'lang'> & {
  key?: Key;
  ref?: Ref<WidgetElement<M>>;
  class?: string;
} & { [K in keyof BuiltIns]?: AttributeValue<BuiltIns[K]> } & {
  [K in keyof AttributesOf<M>]?: AttributeValue<AttributesOf<M>[K]>;
} & Partial<ElementProps<M>>;
