// What a component learns about the element it renders in. Outside an element (the host app,
// Storybook) `host` is null and emit() does nothing, so one component serves both.
import { createContext, useContext } from 'react';
import type { WidgetEventName, WidgetEvents } from './manifest';

/**
 * emit(name, detail) typed by an event map: only the map's names, each with its detail type
 * (optional when the detail may be undefined). Returns false when a listener cancelled it.
 */
export type Emit<E> = <K extends keyof E & WidgetEventName>(
  name: K,
  ...detail: undefined extends E[K] ? [detail?: E[K]] : [detail: E[K]]
) => boolean;

/** Any event, any detail: what the context holds; useEmit narrows it per widget. */
type AnyEvents = Record<WidgetEventName, unknown>;

export interface WidgetContextValue {
  host: HTMLElement | null;
  /** The untyped dispatch; components use useEmit<typeof manifest>() for the checked one. */
  emit: (name: WidgetEventName, detail?: unknown) => boolean;
}

export const WidgetContext = createContext<WidgetContextValue>({
  host: null,
  emit: () => true,
});

export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext);
}

/**
 * emit('savdo-xxx', detail) on the element this component renders in, checked against the
 * events of manifest `M`: `useEmit<typeof signalsManifest>()`. Without `M`, any savdo-* event.
 */
export function useEmit<M = never>(): Emit<[M] extends [never] ? AnyEvents : WidgetEvents<M>> {
  // The context's emit accepts any savdo-* event; the narrowing is compile-time only.
  return useContext(WidgetContext).emit as Emit<[M] extends [never] ? AnyEvents : WidgetEvents<M>>;
}
