// Button: primary, secondary, ghost, danger. `busy` shows a spinner, sets aria-busy and blocks
// clicks while keeping the label, so the button does not change width or lose focus.
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { focusRing } from './focus-ring';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  /** Takes the full width of its container. */
  block?: boolean;
}

/** The colours of each variant (also worn by ButtonLink). */
export const buttonVariants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
    border-color: ${token('color-accent')};
    &:hover:not(:disabled) {
      background: ${token('color-accent-hover')};
      border-color: ${token('color-accent-hover')};
    }
  `,
  secondary: css`
    background: ${token('color-surface-raised')};
    color: ${token('color-text')};
    border-color: ${token('color-border')};
    &:hover:not(:disabled) {
      background: ${token('color-surface')};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${token('color-accent')};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${token('color-info-soft')};
    }
  `,
  danger: css`
    background: ${token('color-danger')};
    color: ${token('color-on-status')};
    border-color: ${token('color-danger')};
    &:hover:not(:disabled) {
      background: ${token('color-danger-hover')};
      border-color: ${token('color-danger-hover')};
    }
  `,
};

const StyledButton = styled.button.withConfig(forwardDomProps)<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $block: boolean;
}>`
  display: ${(p) => (p.$block ? 'flex' : 'inline-flex')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  min-height: ${(p) => (p.$size === 'sm' ? token('control-height-sm') : token('control-height'))};
  padding: 0 ${(p) => (p.$size === 'sm' ? token('space-2') : token('space-4'))};
  border: ${token('border-width')} solid transparent;
  border-radius: ${token('radius-md')};
  font: inherit;
  font-size: ${(p) => (p.$size === 'sm' ? token('font-size-sm') : token('font-size-md'))};
  font-weight: 600;
  cursor: pointer;
  transition: background ${token('duration-fast')};
  ${(p) => buttonVariants[p.$variant]}
  ${focusRing}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    block = false,
    type,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type ?? 'button'}
      $variant={variant}
      $size={size}
      $block={block}
      aria-busy={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner decorative size={14} /> : null}
      {children}
    </StyledButton>
  );
});
