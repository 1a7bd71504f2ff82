// Tabs: the WAI-ARIA tabs pattern once. A tablist of buttons with roving tabindex; arrow keys,
// Home and End move and select; each tab controls its panel (the caller renders the panel
// with role="tabpanel", id panelIdOf(value) and aria-labelledby tabIdOf(value)).
// Two looks: `segmented` (equal columns in a sunken track: sign-in / register) and
// `underline` (a wrapping row with an accent underline: the signal asset tabs).
import { useImperativeHandle, useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { focusRing } from './focus-ring';

export type TabsVariant = 'segmented' | 'underline';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/** What a parent can do with the tabs: move focus to a tab (after selecting it elsewhere). */
export interface TabsHandle<T extends string> {
  focus: (id: T) => void;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** Tab ids are `${idPrefix}-tab-${id}`. */
  idPrefix: string;
  /** The id of the panel a tab controls: one shared panel, or one per tab. */
  panelId: string | ((id: T) => string);
  variant?: TabsVariant;
  part?: string;
  ref?: Ref<TabsHandle<T>>;
}

/** The id of a tab button, for the panel's aria-labelledby. */
export function tabIdOf(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

const List = styled.div.withConfig(forwardDomProps)<{ $variant: TabsVariant; $count: number }>`
  ${(p) =>
    p.$variant === 'segmented'
      ? css`
          display: grid;
          grid-template-columns: repeat(${p.$count}, 1fr);
          padding: ${token('space-1')};
          border: ${token('border-width')} solid ${token('color-border')};
          border-radius: ${token('radius-md')};
          background: ${token('color-surface')};
        `
      : css`
          display: flex;
          flex-wrap: wrap;
          gap: ${token('space-1')};
          border-bottom: ${token('border-width')} solid ${token('color-border')};
        `}
`;

const Tab = styled.button.withConfig(forwardDomProps)<{
  $variant: TabsVariant;
  $selected: boolean;
}>`
  appearance: none;
  border: 0;
  font: inherit;
  cursor: pointer;
  color: ${(p) => (p.$selected ? token('color-text') : token('color-text-muted'))};
  ${(p) =>
    p.$variant === 'segmented'
      ? css`
          min-height: ${token('control-height')};
          border-radius: ${token('radius-sm')};
          background: ${p.$selected ? token('color-surface-raised') : 'transparent'};
          box-shadow: ${p.$selected ? '0 1px 3px rgba(0, 0, 0, 0.18)' : 'none'};
          font-weight: 600;
        `
      : css`
          padding: ${token('space-2')} ${token('space-3')};
          border-bottom: calc(2 * ${token('border-width')}) solid
            ${p.$selected ? token('color-accent') : 'transparent'};
          background: transparent;
          font-weight: ${p.$selected ? 600 : 400};
        `}
  ${focusRing}
`;

/** The index a key moves to, or null for keys the tabs do not handle. */
function nextIndex(key: string, index: number, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
  variant = 'underline',
  part,
  ref,
}: TabsProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  useImperativeHandle(ref, () => ({ focus: (id: T) => buttons.current.get(id)?.focus() }), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const next = nextIndex(event.key, index, items.length);
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.id);
    buttons.current.get(item.id)?.focus();
  };

  return (
    <List
      role="tablist"
      aria-label={label}
      part={part}
      $variant={variant}
      $count={items.length}
      onKeyDown={onKeyDown}
    >
      {items.map(({ id, label: text }) => (
        <Tab
          key={id}
          ref={(node) => {
            if (node) buttons.current.set(id, node);
            else buttons.current.delete(id);
          }}
          type="button"
          role="tab"
          id={tabIdOf(idPrefix, id)}
          aria-selected={id === value}
          aria-controls={typeof panelId === 'string' ? panelId : panelId(id)}
          tabIndex={id === value ? 0 : -1}
          $variant={variant}
          $selected={id === value}
          onClick={() => onChange(id)}
        >
          {text}
        </Tab>
      ))}
    </List>
  );
}
