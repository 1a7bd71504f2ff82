// Panel: a bordered surface that stacks its children (Card's look, plus the gap and the two
// surfaces widgets need): a signal card, a figures box, a dashboard section. `as` picks the
// element (article, li, section).
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';

export type PanelSurface = 'raised' | 'sunken';
export type PanelSize = 'md' | 'lg';

export const Panel = styled.section.withConfig(forwardDomProps)<{
  /** raised (default): the card colour; sunken: the page's secondary surface. */
  $surface?: PanelSurface;
  /** md (default): compact padding; lg: roomier, for page-level sections. */
  $size?: PanelSize;
}>`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  padding: ${(p) => (p.$size === 'lg' ? token('space-5') : token('space-4'))};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${(p) => (p.$size === 'lg' ? token('radius-xl') : token('radius-lg'))};
  background: ${(p) =>
    p.$surface === 'sunken' ? token('color-surface') : token('color-surface-raised')};
  color: ${token('color-text')};
`;
