// Links in the product's two looks, so no widget or page styles its own `a`:
// - ButtonLink: navigation that looks like a Button (primary or secondary), e.g. "Contact
//   support" on a notice page. Still a link (role link, opens in a new tab with a middle click).
// - TextLink: an accent-coloured inline link ("Sign in", "Open the full calendar").
// Both take `as` for a router link: <ButtonLink as={Link} to="/dashboard">.
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { buttonVariants, type ButtonVariant } from './button';
import { focusRing } from './focus-ring';

export const ButtonLink = styled.a.withConfig(forwardDomProps)<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${token('space-2')};
  min-height: ${token('control-height')};
  padding: 0 ${token('space-4')};
  border: ${token('border-width')} solid transparent;
  border-radius: ${token('radius-md')};
  font-weight: 600;
  text-decoration: none;
  transition: background ${token('duration-fast')};
  ${(p) => buttonVariants[p.$variant ?? 'primary']}
  ${focusRing}
`;

export const TextLink = styled.a.withConfig(forwardDomProps)`
  color: ${token('color-accent')};
  font-weight: 600;
  &:hover {
    color: ${token('color-accent-hover')};
  }
  ${focusRing}
`;
