// The signed-in frame: sidebar, header, the session warning and the page. Pages render into
// the <Outlet/>; the forced password dialog (when core's guard asks for it) sits over all.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { $user, type PasswordDialogMode } from '@savdo/core';
import { StagedLanguage, token, usePageLanguage, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Header } from './header';
import { PasswordSetup } from './password-setup';
import { SessionWarning } from './session-warning';
import { useFreshUser } from './use-fresh-user';
import { DRAWER_BREAKPOINT, SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { StartUpStep } from '../app/start-up-step';

const Frame = styled.div`
  min-height: 100vh;
  background: ${token('color-bg')};
  color: ${token('color-text')};
`;

const Column = styled.div`
  margin-left: ${SIDEBAR_WIDTH}px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  @media (max-width: ${DRAWER_BREAKPOINT - 1}px) {
    margin-left: 0;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1240px;
  margin: 0 auto;
  padding: 28px 32px 48px;
  @media (max-width: 640px) {
    padding: 18px 14px 32px;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: 100;
  padding: 8px 14px;
  border-radius: 8px;
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-weight: 600;
  &:focus {
    top: 12px;
  }
`;

/**
 * The page's content in its own `lang`, the staged one: `<html lang>` changes in the click that
 * switches the language, and the browser styles and lays out again every text that inherits it.
 * With its own `lang`, the content keeps its locale until its strings change a task later; the
 * sidebar does the same, so the click's frame lays out the header alone
 * (docs/decisions/0330-interactions-bench.md).
 */
function PageMain({ children }: { children: ReactNode }) {
  return (
    <Main id="main" tabIndex={-1} lang={usePageLanguage()}>
      {children}
    </Main>
  );
}

export interface AppLayoutProps {
  passwordDialog: PasswordDialogMode | null;
}

const DRAWER_ID = 'savdo-sidebar';

export function AppLayout({ passwordDialog }: AppLayoutProps) {
  const t = useAppT();
  const user = useStore($user);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const location = useLocation();

  useFreshUser();

  // A new page closes the drawer on phones.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  if (!user) return null;
  return (
    <Frame>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      <StartUpStep>
        {/* The sidebar follows a language switch in a task of its own, as the page does. */}
        <StagedLanguage>
          <Sidebar id={DRAWER_ID} open={drawerOpen} onClose={closeDrawer} />
        </StagedLanguage>
      </StartUpStep>
      <Column>
        <Header
          user={user}
          drawerOpen={drawerOpen}
          drawerId={DRAWER_ID}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        {/* A language switch redraws the page's content a task after the frame. */}
        <StagedLanguage>
          <PageMain>
            <SessionWarning />
            <StartUpStep>
              <Outlet />
            </StartUpStep>
          </PageMain>
        </StagedLanguage>
      </Column>
      {passwordDialog ? <PasswordSetup mode={passwordDialog} /> : null}
    </Frame>
  );
}
