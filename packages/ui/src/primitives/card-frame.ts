// A card's frame: padding, border, rounded corners, the raised surface. Card and the catalogs'
// cards share it; its own module, so a widget that shows a Card (the partner calendar) loads
// nothing of the catalogs' card styles.
import { css } from 'styled-components';
import { token } from '../theme/tokens';

export const cardFrame = css`
  padding: ${token('space-4')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-raised')};
`;
