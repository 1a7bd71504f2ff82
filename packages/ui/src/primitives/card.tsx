// Card: a raised surface with padding. Badge: a small status label; the tone is colour AND the
// text inside, never colour alone.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { cardFrame } from './card-frame';

export const Card = styled.section.withConfig(forwardDomProps)`
  display: block;
  ${cardFrame}
  color: ${token('color-text')};
`;

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const toneColours: Record<BadgeTone, [string, string]> = {
  neutral: [token('color-surface'), token('color-text-muted')],
  info: [token('color-info-soft'), token('color-info')],
  success: [token('color-success-soft'), token('color-success')],
  warning: [token('color-warning-soft'), token('color-warning')],
  danger: [token('color-danger-soft'), token('color-danger')],
};

const StyledBadge = styled.span.withConfig(forwardDomProps)<{ $tone: BadgeTone; $wrap: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  max-width: 100%;
  padding: 1px ${token('space-2')};
  border-radius: ${(p) => (p.$wrap ? token('radius-sm') : token('radius-pill'))};
  font-size: ${token('font-size-xs')};
  font-weight: 600;
  line-height: 1.5;
  white-space: ${(p) => (p.$wrap ? 'normal' : 'nowrap')};
  background: ${(p) => toneColours[p.$tone][0]};
  color: ${(p) => toneColours[p.$tone][1]};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A sentence rather than a word (a plan's status): it may wrap on a narrow screen. */
  wrap?: boolean;
  children: ReactNode;
  className?: string;
  title?: string;
}

export function Badge({ tone = 'neutral', wrap = false, children, className, title }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $wrap={wrap} className={className} title={title}>
      {children}
    </StyledBadge>
  );
}
