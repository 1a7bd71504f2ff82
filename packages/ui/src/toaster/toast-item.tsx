// One toast (contract's toast constants): its type's accent and icon, the message, a dismiss
// button, and swipe 45 px to dismiss. Loaded with the first toast (toaster.tsx): most widgets on a
// partner's page never show one, so their first load does not carry it.
import styled from 'styled-components';
import { dismissToast, type Toast } from '@savdo/core';
import type { ToastType } from '@savdo/contract';
import { token } from '../theme/tokens';
import { useT } from '../i18n/language-context';
import { focusRing } from '../primitives/focus-ring';
import { Spinner } from '../primitives/spinner';
import { useSwipeToDismiss } from './swipe';

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

export default function ToastItem({ toast }: { toast: Toast }) {
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
