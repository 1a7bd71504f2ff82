// The top bar of every signed-in page: the drawer button (phones), balance, language, theme,
// notifications and the account menu. It wraps nothing: down to 360 px everything fits.
import { StartUpStep } from '../app/start-up-step';
import styled from 'styled-components';
import type { SessionUser } from '@savdo/contract';
import { focusRing, token, useLanguage } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { BalanceChip } from './payments/balance-chip';
import { BrandMark } from './brand';
import { ChatButton } from './chat/chat-button';
import { Icon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { NotificationBell } from './notification-bell';
import { DRAWER_BREAKPOINT } from './sidebar';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';
import { HEADER_COMPACT_MAX } from './header-widths';

// At HEADER_COMPACT_MAX and below, six controls and the balance must fit a phone without sideways
// scrolling (header-widths.ts).
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 30;
  display: flex;
  align-items: center;
  gap: 8px;
  height: 64px;
  padding: 0 24px;
  border-bottom: 1px solid ${token('color-border')};
  background: color-mix(in srgb, ${token('color-bg')} 88%, transparent);
  backdrop-filter: saturate(140%) blur(10px);
  @media (max-width: 640px) {
    height: 56px;
    padding: 0 10px;
    gap: 6px;
  }
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    padding: 0 8px;
    gap: 4px;
  }
`;

const MenuButton = styled.button`
  display: none;
  width: 38px;
  height: 38px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  cursor: pointer;
  ${focusRing}
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    display: inline-flex;
  }
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    width: 34px;
    height: 34px;
  }
`;

const MobileBrand = styled.span`
  display: none;
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    display: inline-flex;
  }
  @media (max-width: ${HEADER_COMPACT_MAX}px) {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

export interface HeaderProps {
  user: SessionUser;
  drawerOpen: boolean;
  drawerId: string;
  onOpenDrawer: () => void;
}

export function Header({ user, drawerOpen, drawerId, onOpenDrawer }: HeaderProps) {
  const t = useAppT();
  // Its own `lang`, the new one at once: `<html lang>` follows a task later, with the page's
  // content (app/boot.ts).
  return (
    <Bar lang={useLanguage()}>
      <MenuButton
        type="button"
        aria-label={t('nav.open')}
        aria-controls={drawerId}
        aria-expanded={drawerOpen}
        onClick={onOpenDrawer}
      >
        <Icon name="menu" />
      </MenuButton>
      <MobileBrand aria-hidden="true">
        <BrandMark size={28} />
      </MobileBrand>
      <Spacer />
      {/* During the load's start-up the controls (balance, language, theme, chat, bell,
          account) render a task after the bar: the frame's first render was the load's longest
          task (decision 0268). */}
      <StartUpStep>
        {/* An admin runs the business: no top-up prompt in their frame. */}
        {user.role === 'admin' ? null : <BalanceChip />}
        <LanguageSwitcher />
        <ThemeSwitcher />
        <ChatButton />
        <NotificationBell />
        <UserMenu user={user} />
      </StartUpStep>
    </Bar>
  );
}
