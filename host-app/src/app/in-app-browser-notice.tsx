// Shown instead of the app inside an in-app browser (spec section 1) while the redirect to the
// system browser runs, with a manual link for when the automatic one is blocked.
import styled from 'styled-components';
import type { InAppRedirectPlan } from '@savdo/core';
import { focusRing, token } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { BrandMark } from '../layout/brand';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 32px 20px;
  text-align: center;
  background: ${token('color-bg')};
  color: ${token('color-text')};
  & h1 {
    margin: 8px 0 0;
    font-size: 22px;
  }
  & p {
    margin: 0;
    max-width: 36ch;
    color: ${token('color-text-muted')};
  }
`;

const Open = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 18px;
  border-radius: ${token('radius-md')};
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;

export function InAppBrowserNotice({ plan }: { plan: InAppRedirectPlan }) {
  const t = useAppT();
  const href =
    plan.kind === 'intent' ? plan.href : (plan.attempts[0]?.href ?? window.location.href);
  return (
    <Page data-in-app-browser={plan.browser}>
      <BrandMark size={48} />
      <h1>{t('inApp.title')}</h1>
      <p>{t('inApp.text')}</p>
      <Open href={href}>{t('inApp.action')}</Open>
    </Page>
  );
}
