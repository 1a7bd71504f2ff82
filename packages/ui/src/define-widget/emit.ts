// Widget events: CustomEvents named savdo-*, bubbling and composed so they cross the shadow
// boundary and reach listeners on the page; cancelable so a host can veto a default action.
import type { WidgetEventName } from './manifest';

/** Dispatches the event on `target`; returns false when a listener called preventDefault(). */
export function emit<D>(target: EventTarget, name: WidgetEventName, detail?: D): boolean {
  return target.dispatchEvent(
    new CustomEvent<D | undefined>(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    }),
  );
}
