// The account button: initials, then a panel with name and email, links to profile and
// settings, and sign-out (core's signOut revokes the session on the server first).
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SessionUser } from '@savdo/contract';
import { focusRing, token, visuallyHidden } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';
import { MenuItem, Popover } from './popover';
import { useSignOut } from '../app/use-sign-out';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  background: linear-gradient(135deg, #10b981, #047857);
  color: #ffffff;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.02em;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Who = styled.div`
  padding: 8px 10px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${token('color-border')};
  display: flex;
  flex-direction: column;
  min-width: 0;
  & > strong {
    font-size: ${token('font-size-md')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > span {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const ItemLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  padding: 0 10px;
  border-radius: ${token('radius-md')};
  color: ${token('color-text')};
  text-decoration: none;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

export function initialsOf(user: Pick<SessionUser, 'name' | 'username'>): string {
  const source = user.name.trim() || user.username;
  const parts = source.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[1]] : [source];
  return letters
    .map((p) => Array.from(p ?? '')[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function UserMenu({ user }: { user: SessionUser }) {
  const t = useAppT();
  const onSignOut = useSignOut();
  return (
    <Popover
      label={t('header.account')}
      compact
      nameFromContent
      testId="user-menu"
      trigger={
        <>
          <Avatar>{initialsOf(user)}</Avatar>
          <Hidden>{t('header.account')}</Hidden>
        </>
      }
    >
      {(close) => (
        <>
          <Who>
            <strong>{user.name || user.username}</strong>
            <span>{user.email || `@${user.username}`}</span>
          </Who>
          <ItemLink to="/profile" role="menuitem" onClick={close}>
            <Icon name="user" size={18} />
            {t('pages.profile.title')}
          </ItemLink>
          <ItemLink to="/settings" role="menuitem" onClick={close}>
            <Icon name="settings" size={18} />
            {t('pages.settings.title')}
          </ItemLink>
          <MenuItem type="button" role="menuitem" onClick={onSignOut} data-action="sign-out">
            <Icon name="logout" size={18} />
            {t('header.signOut')}
          </MenuItem>
        </>
      )}
    </Popover>
  );
}
