// The sidebar: navigation to every page of the route table, grouped. On wide screens it is
// always there; on phones it slides in over the page from the header's menu button.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { $user } from '@savdo/core';
import { focusRing, usePageLanguage, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { activeNavPath } from '../routes/active-nav';
import { NAV_GROUPS, navItemsFor } from '../routes/route-table';
import { Brand } from './brand';
import { Icon } from './icons';
import { useLinkNavigation } from './link-navigation';
import { NAV_ICONS } from './nav-icons';

export const SIDEBAR_WIDTH = 256;
/** Below this width the sidebar becomes a drawer. */
export const DRAWER_BREAKPOINT = 1024;

const Aside = styled.aside<{ $open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 40;
  width: ${SIDEBAR_WIDTH}px;
  display: flex;
  flex-direction: column;
  background: var(--host-sidebar-bg);
  border-right: 1px solid var(--host-sidebar-border);
  color: var(--host-sidebar-text);
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    transform: translateX(${(p) => (p.$open ? '0' : '-100%')});
    visibility: ${(p) => (p.$open ? 'visible' : 'hidden')};
    transition:
      transform 200ms ease,
      visibility 200ms;
    box-shadow: ${(p) => (p.$open ? '0 0 48px rgba(0, 0, 0, 0.5)' : 'none')};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 64px;
  padding: 0 18px;
  color: #f1f5fb;
  flex: none;
`;

const BrandLink = styled.a`
  color: inherit;
  text-decoration: none;
  border-radius: 8px;
  ${focusRing}
`;

const CloseButton = styled.button`
  display: none;
  width: 36px;
  height: 36px;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--host-sidebar-text);
  cursor: pointer;
  ${focusRing}
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    display: inline-flex;
  }
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 8px 12px 24px;
`;

const GroupTitle = styled.h2`
  margin: 18px 10px 6px;
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--host-sidebar-muted);
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Item = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 10px;
  color: var(--host-sidebar-text);
  text-decoration: none;
  font-weight: 500;
  font-size: 14px;
  &:hover {
    background: var(--host-sidebar-hover-bg);
    color: #ffffff;
  }
  &.active {
    background: var(--host-sidebar-active-bg);
    color: var(--host-sidebar-active-text);
    font-weight: 600;
    box-shadow: inset 3px 0 0 #10b981;
  }
  ${focusRing}
`;

const Scrim = styled.div<{ $open: boolean }>`
  display: none;
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    display: ${(p) => (p.$open ? 'block' : 'none')};
    position: fixed;
    inset: 0;
    z-index: 35;
    background: rgba(3, 8, 18, 0.6);
  }
`;

export interface SidebarProps {
  open: boolean;
  onClose: () => void;
  id: string;
}

export function Sidebar({ open, onClose, id }: SidebarProps) {
  const t = useAppT();
  const items = navItemsFor(useStore($user)?.role);
  // One highlighted entry: the longest sidebar path the address lies under (routes/active-nav.ts).
  const active = activeNavPath(useLocation().pathname, items);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Its links are plain anchors routed from here (./link-navigation.ts); a followed link closes
  // the drawer.
  const followLink = useLinkNavigation(onClose);

  // As a drawer: focus moves in when it opens, and Escape closes it.
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <Scrim $open={open} onClick={onClose} aria-hidden="true" />
      <Aside $open={open} id={id} data-open={open} lang={usePageLanguage()} onClick={followLink}>
        <Top>
          <BrandLink data-route="" href="/dashboard" aria-label={t('brand.name')}>
            <Brand name={t('brand.name')} />
          </BrandLink>
          <CloseButton
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('nav.close')}
          >
            <Icon name="close" />
          </CloseButton>
        </Top>
        <Nav aria-label={t('nav.label')}>
          {NAV_GROUPS.map((group) => (
            <section key={group} aria-labelledby={`nav-group-${group}`}>
              <GroupTitle id={`nav-group-${group}`}>{t(`nav.groups.${group}`)}</GroupTitle>
              <List>
                {items
                  .filter((item) => item.group === group)
                  .map((item) => (
                    <li key={item.to}>
                      <Item
                        data-route=""
                        href={item.to}
                        data-nav={item.page}
                        className={item.to === active ? 'active' : undefined}
                        aria-current={item.to === active ? 'page' : undefined}
                      >
                        <Icon name={NAV_ICONS[item.page] ?? 'dashboard'} />
                        <span>{t(`pages.${item.page}.title`)}</span>
                      </Item>
                    </li>
                  ))}
              </List>
            </section>
          ))}
        </Nav>
      </Aside>
    </>
  );
}
