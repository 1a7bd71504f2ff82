// A header button with a small panel under it (language, theme, notifications, account). It
// closes on Escape, on a click outside, and when an item is chosen; focus returns to the button.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { focusRing, token } from '@savdo/ui';
import { HEADER_COMPACT_MAX } from './header-widths';

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`;

export const HeaderButton = styled.button<{ $compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 38px;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: 600;
  cursor: pointer;
  position: relative;
  &:hover {
    border-color: ${token('color-accent')};
  }
  ${focusRing}
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    min-width: 32px;
    height: 32px;
    padding: 0 5px;
  }
  ${(p) => (p.$compact ? 'padding: 0 5px;' : '')}
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${(p) => (p.$align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: 50;
  min-width: 200px;
  max-width: min(320px, calc(100vw - 24px));
  padding: 6px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
`;

export const MenuItem = styled.button<{ $selected?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 36px;
  padding: 0 10px;
  border: 0;
  border-radius: ${token('radius-md')};
  background: ${(p) => (p.$selected ? token('color-surface') : 'transparent')};
  color: ${token('color-text')};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
  & > [data-check] {
    margin-left: auto;
    color: ${token('color-accent')};
  }
`;

export interface PopoverProps {
  /** The button's content. */
  trigger: ReactNode;
  /** Accessible name of the button. */
  label: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  /** ARIA role of the panel: a menu of choices, or a dialog with content. */
  role?: 'menu' | 'dialog';
  /** Less padding around the trigger (an avatar). */
  compact?: boolean;
  /** The trigger's own text names the button (it holds visually hidden text): no aria-label. */
  nameFromContent?: boolean;
  testId?: string;
}

export function Popover({
  trigger,
  label,
  children,
  align = 'end',
  role = 'menu',
  compact = false,
  nameFromContent = false,
  testId,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    // Move focus to the first item so keyboard users land inside the panel.
    wrap.current
      ?.querySelector<HTMLElement>('[data-popover-panel] button, [data-popover-panel] a')
      ?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Up and down arrows move between the panel's items (menu pattern).
  const onPanelKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button, a'));
    if (items.length === 0) return;
    event.preventDefault();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : items.length - 1;
    items[(index + step) % items.length]?.focus();
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Wrap ref={wrap}>
      <HeaderButton
        ref={button}
        type="button"
        aria-label={nameFromContent ? undefined : label}
        aria-haspopup={role === 'menu' ? 'menu' : 'dialog'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        $compact={compact}
        data-testid={testId}
      >
        {trigger}
      </HeaderButton>
      {open ? (
        <Panel
          id={panelId}
          role={role}
          aria-label={label}
          $align={align}
          data-popover-panel=""
          onKeyDown={onPanelKey}
        >
          {children(close)}
        </Panel>
      ) : null}
    </Wrap>
  );
}
