// The one visible focus style, for keyboard users (axe and WCAG 2.4.7).
import { css } from 'styled-components';
import { token } from '../theme/tokens';

export const focusRing = css`
  &:focus-visible {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
`;

/** Visually hidden but read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
