// Stack and Cluster: the two flex layouts every widget repeats, spaced by the space tokens.
// Stack: children one under another (also as a list: as="ul" drops the bullets' box model).
// Cluster: children side by side, wrapping (badges, buttons in a row).
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';

/** The space tokens' steps: 1 = 4px … 7 = 48px. */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const Stack = styled.div.withConfig(forwardDomProps)<{ $gap?: SpaceStep }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => token(`space-${p.$gap ?? 3}`)};
  margin: 0;
  padding: 0;
`;

export const Cluster = styled.div.withConfig(forwardDomProps)<{ $gap?: SpaceStep }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => token(`space-${p.$gap ?? 2}`)};
`;
