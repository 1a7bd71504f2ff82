// Toaster: renders core's $visibleToasts (contract's toast constants: up to 3, 356 px wide, 14 px
// apart, swipe 45 px to dismiss) in a polite live region. Portalled like a Modal, so inside a
// widget it stays in the widget's shadow root. The live region is always there (a screen reader
// announces what is added to a region it already knows); the toasts' own code comes with the first
// toast.
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $visibleToasts, type Toast } from '@savdo/core';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { Portal } from '../portal/portal';
import { useT } from '../i18n/language-context';

/** If the toast's code cannot be fetched (the network dropped), the message still shows. */
function PlainToast({ toast }: { toast: Toast }) {
  return <li data-toast-type={toast.type}>{toast.message}</li>;
}

const ToastItem = lazy(() => import('./toast-item').catch(() => ({ default: PlainToast })));

const Region = styled.section.withConfig(forwardDomProps)`
  position: fixed;
  right: ${token('space-4')};
  bottom: ${token('space-4')};
  z-index: ${token('z-toast')};
  width: ${token('toast-width')};
  max-width: calc(100vw - 2 * ${token('space-4')});
  font-family: ${token('font-family')};
  pointer-events: none;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column-reverse;
  gap: ${token('toast-gap')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function Toaster() {
  const toasts = useStore($visibleToasts);
  const t = useT();
  return (
    <Portal>
      <Region aria-label={t('notifications')} part="toaster">
        <List aria-live="polite" aria-relevant="additions text">
          <Suspense fallback={null}>
            {toasts.map((item) => (
              <ToastItem key={item.id} toast={item} />
            ))}
          </Suspense>
        </List>
      </Region>
    </Portal>
  );
}
