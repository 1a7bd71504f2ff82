// Where overlays (Modal, Toaster) render: the widget's own shadow root when inside one (set by
// defineWidget), else document.body. A portal into document.body from a shadow root would lose
// its styles and leak into the host page.
import { createContext, useContext } from 'react';

export type PortalTarget = ShadowRoot | HTMLElement;

export const PortalTargetContext = createContext<PortalTarget | null>(null);

export function usePortalTarget(): PortalTarget | null {
  return useContext(PortalTargetContext);
}

export function isShadowRoot(node: Node): node is ShadowRoot {
  return typeof ShadowRoot !== 'undefined' && node instanceof ShadowRoot;
}
