// One choice of a header menu (language, theme): a menuitemradio, checked and marked with a tick
// when it is the current one.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from './icons';
import { MenuItem } from './popover';

export interface MenuChoiceProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'type' | 'role' | 'aria-checked' | 'onClick' | 'children'
> {
  selected: boolean;
  onChoose: () => void;
  children: ReactNode;
}

export function MenuChoice({ selected, onChoose, children, ...rest }: MenuChoiceProps) {
  return (
    <MenuItem
      type="button"
      role="menuitemradio"
      aria-checked={selected}
      {...rest}
      $selected={selected}
      onClick={onChoose}
    >
      {children}
      {selected ? (
        <span data-check="">
          <Icon name="check" size={16} />
        </span>
      ) : null}
    </MenuItem>
  );
}
