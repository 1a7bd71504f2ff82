// Skeleton: a shimmering placeholder block while data loads. Decorative: the loading state is
// announced by whoever shows it (aria-busy on the region), not by every block. A `line` skeleton
// stands in for one line of text: it sits in a line of the surrounding font, so the place it
// holds is exactly as tall as the text that replaces it (no layout shift when the data comes).
import styled, { keyframes } from 'styled-components';
import { token } from '../theme/tokens';

// The shine is a band that moves across on the compositor (a transform), not a background
// position: a background-position animation makes the browser restyle and repaint every block in
// every frame on the main thread, which kept it 875 ms of each second busy on a loading page of 17
// skeletons at 4x CPU, against 70 ms for this (tests/bench/skeleton-shimmer.mjs, decision 0082,
// "Skeletons that shine on the compositor"). The band starts from its own place, left of the
// block (no `from`: the element's transform is it).
const shine = keyframes`
  to { transform: translateX(100%); }
`;

const Block = styled.span<{ $w: string; $h: string; $round: boolean; $line: boolean }>`
  position: relative;
  overflow: hidden;
  display: ${(p) => (p.$line ? 'inline-block' : 'block')};
  vertical-align: middle;
  width: ${(p) => p.$w};
  height: ${(p) => p.$h};
  border-radius: ${(p) => (p.$round ? token('radius-pill') : token('radius-sm'))};
  background: ${token('color-skeleton')};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(90deg, transparent, ${token('color-skeleton-shine')}, transparent);
    transform: translateX(-100%);
    animation: ${shine} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

export interface SkeletonProps {
  width?: string | number;
  height?: string | number;
  round?: boolean;
  /** One line of text: as tall as the line it stands in (its height defaults to 0.8em). */
  line?: boolean;
  className?: string;
}

const size = (v: string | number) => (typeof v === 'number' ? `${v}px` : v);

export function Skeleton({
  width = '100%',
  height,
  round = false,
  line = false,
  className,
}: SkeletonProps) {
  const block = (
    <Block
      aria-hidden="true"
      className={className}
      data-savdo-skeleton=""
      $w={size(width)}
      $h={size(height ?? (line ? '0.8em' : 14))}
      $round={round}
      $line={line}
    />
  );
  // The zero-width space makes the line box, in the surrounding font and line height.
  return line ? (
    <>
      {'\u200b'}
      {block}
    </>
  ) : (
    block
  );
}
