// Skeleton: a shimmering placeholder block while data loads. Decorative: the loading state is
// announced by whoever shows it (aria-busy on the region), not by every block.
import styled, { keyframes } from 'styled-components';
import { token } from '../theme/tokens';

const shine = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.span<{ $w: string; $h: string; $round: boolean }>`
  display: block;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h};
  border-radius: ${(p) => (p.$round ? token('radius-pill') : token('radius-sm'))};
  background: linear-gradient(
    90deg,
    ${token('color-skeleton')} 25%,
    ${token('color-skeleton-shine')} 50%,
    ${token('color-skeleton')} 75%
  );
  background-size: 200% 100%;
  animation: ${shine} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  round?: boolean;
  className?: string;
}

const size = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

export function Skeleton({ width = '100%', height = 14, round = false, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      className={className}
      data-savdo-skeleton=""
      $w={size(width)}
      $h={size(height)}
      $round={round}
    />
  );
}
