// Modal: a dialog portalled into the widget's own shadow root (or document.body outside one).
// Focus moves in on open, Tab cycles inside, and focus returns where it was on close.
// `dismissible={false}` (e.g. the forced password dialog) shows no close button and ignores
// Escape and backdrop clicks: only the dialog's own actions can close it.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { Portal } from '../portal/portal';
import { useT } from '../i18n/language-context';
import { focusRing } from '../primitives/focus-ring';
import { useFieldId } from '../primitives/use-field-id';
import { deepActiveElement, focusableIn, trapTab } from './focus-trap';

export interface ModalProps {
  open: boolean;
  /** Called on close button, Escape and backdrop click (only when dismissible). */
  onClose?: () => void;
  title: ReactNode;
  /** Text under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  dismissible?: boolean;
  /** Max width in px; defaults to the modal-width token. */
  width?: number;
  /** Extra `part` name(s) so a host page can style the dialog through ::part(). */
  part?: string;
}

const Backdrop = styled.div.withConfig(forwardDomProps)`
  position: fixed;
  inset: 0;
  z-index: ${token('z-overlay')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space-4')};
  background: ${token('color-backdrop')};
  font-family: ${token('font-family')};
  color: ${token('color-text')};
`;

const Dialog = styled.div.withConfig(forwardDomProps)<{ $width: string }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => p.$width};
  max-height: calc(100vh - 2 * ${token('space-4')});
  overflow: auto;
  padding: ${token('space-5')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 ${token('space-6')} ${token('space-2')} 0;
  font-size: ${token('font-size-xl')};
  line-height: 1.25;
`;

const Description = styled.p`
  margin: 0 0 ${token('space-4')};
  color: ${token('color-text-muted')};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${token('space-2')};
  margin-top: ${token('space-5')};
`;

const Close = styled.button`
  position: absolute;
  top: ${token('space-3')};
  right: ${token('space-3')};
  width: ${token('icon-button-size')};
  height: ${token('icon-button-size')};
  border: 0;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-icon')};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Portal>
      <OpenModal {...props} />
    </Portal>
  );
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  width,
  part,
}: ModalProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useFieldId('modal-title');
  const descId = `${titleId}-desc`;

  useEffect(() => {
    const returnTo = deepActiveElement();
    const dialog = dialogRef.current;
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus();
    return () => {
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose?.();
      return;
    }
    trapTab(event, dialog);
  };

  return (
    <Backdrop
      part="backdrop"
      data-savdo-modal-backdrop=""
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose?.();
      }}
      onKeyDown={onKeyDown}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        part={part ? `dialog ${part}` : 'dialog'}
        $width={width ? `${width}px` : token('modal-width')}
      >
        <Title id={titleId}>{title}</Title>
        {description ? <Description id={descId}>{description}</Description> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
        {dismissible ? (
          <Close type="button" aria-label={t('close')} onClick={() => onClose?.()}>
            <span aria-hidden="true">×</span>
          </Close>
        ) : null}
      </Dialog>
    </Backdrop>
  );
}
