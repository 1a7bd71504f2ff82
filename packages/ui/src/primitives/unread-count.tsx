// The unread count on a header button (notifications, chat): a small red pill at its top right
// corner; nothing at 0, '99+' above 99. Hidden from screen readers: the button's label says it.
// The button needs `position: relative`.
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';

const Count = styled.span`
  position: absolute;
  top: -5px;
  right: -5px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${token('color-danger')};
  color: ${token('color-on-status')};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

export function UnreadCount({
  count,
  ...rest
}: { count: number } & HTMLAttributes<HTMLSpanElement>) {
  if (count <= 0) return null;
  return (
    <Count aria-hidden="true" {...rest}>
      {count > 99 ? '99+' : count}
    </Count>
  );
}
