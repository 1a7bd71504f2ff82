// Toaster: renders core's $visibleToasts (spec section 9: up to 3, 356 px wide, 14 px apart,
// swipe 45 px to dismiss) in a polite live region. Portalled like a Modal, so inside a widget
// it stays in the widget's shadow root.
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $visibleToasts, dismissToast, type Toast } from '@savdo/core';
import type { ToastType } from '@savdo/contract';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { Portal } from '../portal/portal';
import { useT } from '../i18n/language-context';
import { focusRing } from '../primitives/focus-ring';
import { Spinner } from '../primitives/spinner';
import { useSwipeToDismiss } from './swipe';

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

const accent: Record<ToastType, string> = {
  success: token('color-success'),
  info: token('color-info'),
  warning: token('color-warning'),
  error: token('color-danger'),
  loading: token('color-text-muted'),
};

const Item = styled.li<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  padding: ${token('space-3')} ${token('space-4')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-left: ${token('accent-border-width')} solid ${(p) => accent[p.$type]};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  box-shadow: ${token('shadow')};
  font-size: ${token('font-size-md')};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
`;

const Icon = styled.span<{ $type: ToastType }>`
  flex: none;
  color: ${(p) => accent[p.$type]};
  font-weight: 700;
`;

const Message = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

const Dismiss = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-icon')};
  line-height: 1;
  cursor: pointer;
  border-radius: ${token('radius-sm')};
  ${focusRing}
`;

const icons: Record<Exclude<ToastType, 'loading'>, string> = {
  success: '✓',
  info: 'i',
  warning: '!',
  error: '✕',
};

export function ToastItem({ toast }: { toast: Toast }) {
  const t = useT();
  const { offset, handlers } = useSwipeToDismiss(() => dismissToast(toast.id));
  return (
    <Item
      $type={toast.type}
      // The swipe's offset changes with every pointer move: an inline style, not a new class
      // (and a new rule) per pixel.
      style={{
        transform: `translateX(${offset}px)`,
        opacity: Math.max(0.3, 1 - Math.abs(offset) / 150),
      }}
      data-toast-type={toast.type}
      {...handlers}
    >
      <Icon $type={toast.type} aria-hidden="true">
        {toast.type === 'loading' ? <Spinner decorative size={14} /> : icons[toast.type]}
      </Icon>
      <Message>{toast.message}</Message>
      <Dismiss type="button" aria-label={t('dismiss')} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );
}

export function Toaster() {
  const toasts = useStore($visibleToasts);
  const t = useT();
  return (
    <Portal>
      <Region aria-label={t('notifications')} part="toaster">
        <List aria-live="polite" aria-relevant="additions text">
          {toasts.map((item) => (
            <ToastItem key={item.id} toast={item} />
          ))}
        </List>
      </Region>
    </Portal>
  );
}
