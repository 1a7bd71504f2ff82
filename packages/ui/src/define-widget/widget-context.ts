// What a component learns about the element it renders in. Outside an element (the host app,
// Storybook) `host` is null and emit() does nothing, so one component serves both.
import { createContext, useContext } from 'react';
import type { WidgetEventName } from './manifest';

export interface WidgetContextValue {
  host: HTMLElement | null;
  emit: <D>(name: WidgetEventName, detail?: D) => boolean;
}

export const WidgetContext = createContext<WidgetContextValue>({
  host: null,
  emit: () => true,
});

export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext);
}

/** emit('savdo-xxx', detail) on the element this component renders in. */
export function useEmit(): WidgetContextValue['emit'] {
  return useContext(WidgetContext).emit;
}
