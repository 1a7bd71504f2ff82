// The centred, wrapping row of buttons and links under a message (EmptyState, ErrorState,
// NoticeLayout).
import styled from 'styled-components';
import { token } from '../theme/tokens';

export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space-2')};
`;
