// A small rotating ring. With a label it is a status for screen readers; inside a busy button
// it is decorative (the button carries aria-busy).
import styled, { keyframes } from 'styled-components';
import { token } from '../theme/tokens';
import { useT } from '../i18n/language-context';
import { visuallyHidden } from './focus-ring';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  color: ${token('color-text-muted')};
`;

export interface SpinnerProps {
  size?: number;
  /** Announced text; defaults to the localised "Loading". */
  label?: string;
  /** Decorative: no status role, hidden from assistive technology. */
  decorative?: boolean;
}

export function Spinner({ size = 16, label, decorative = false }: SpinnerProps) {
  const t = useT();
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return (
    <Status role="status">
      <Ring $size={size} aria-hidden="true" />
      <Hidden>{label ?? t('loading')}</Hidden>
    </Status>
  );
}
