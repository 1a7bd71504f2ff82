// The frame of the open pages that need the page's whole width (the widget gallery and its
// builder): the brand, the language and theme switches, and a way into the product — sign in for
// a visitor, the dashboard for a signed-in user — over a wide content column.
import { Link, Outlet } from 'react-router';
import styled from 'styled-components';
import { $isAuthenticated } from '@savdo/core';
import { ButtonLink, token, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

const Frame = styled.div`
  min-height: 100vh;
  background: ${token('color-bg')};
  color: ${token('color-text')};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 24px;
  background: #0b1526;
  color: #e6ecf5;
  a {
    color: inherit;
    text-decoration: none;
  }
  @media (max-width: 480px) {
    padding: 10px 14px;
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Main = styled.main`
  max-width: 1240px;
  margin: 0 auto;
  padding: 28px 24px 56px;
  @media (max-width: 480px) {
    padding: 20px 14px 40px;
  }
`;

export function SiteLayout() {
  const t = useAppT();
  const signedIn = useStore($isAuthenticated);
  return (
    <Frame>
      <Bar>
        <Link to="/">
          <Brand name={t('brand.name')} />
        </Link>
        <Tools>
          <LanguageSwitcher />
          <ThemeSwitcher />
          {signedIn ? (
            <ButtonLink as={Link} to="/dashboard" $variant="secondary">
              {t('pages.dashboard.title')}
            </ButtonLink>
          ) : (
            <ButtonLink as={Link} to="/auth">
              {t('pages.auth.title')}
            </ButtonLink>
          )}
        </Tools>
      </Bar>
      <Main id="main">
        <Outlet />
      </Main>
    </Frame>
  );
}
