// The error pages of spec section 8 (404, 500, network error, unauthorized, forbidden), each
// with the actions that make sense for it: try again, contact support, go home, back.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, focusRing, token } from '@savdo/ui';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from '../layout/icons';

export type ErrorKind = 'notFound' | 'server' | 'network' | 'unauthorized' | 'forbidden';
export type ErrorAction = 'tryAgain' | 'contactSupport' | 'goHome' | 'back';

interface KindSpec {
  code: string;
  icon: IconName;
  actions: ErrorAction[];
}

export const ERROR_KINDS: Record<ErrorKind, KindSpec> = {
  notFound: { code: '404', icon: 'alert', actions: ['goHome', 'back'] },
  server: { code: '500', icon: 'alert', actions: ['tryAgain', 'contactSupport', 'goHome'] },
  network: { code: '', icon: 'wifiOff', actions: ['tryAgain', 'goHome'] },
  unauthorized: { code: '401', icon: 'lock', actions: ['goHome', 'back'] },
  forbidden: { code: '403', icon: 'shield', actions: ['goHome', 'back', 'contactSupport'] },
};

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 16px;
  background:
    radial-gradient(60% 50% at 50% 0%, rgba(16, 185, 129, 0.12), transparent 70%),
    ${token('color-bg')};
  color: ${token('color-text')};
`;

const Box = styled.section`
  width: 100%;
  max-width: 520px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(64px, 18vw, 112px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(180deg, #34d399, #047857);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Emblem = styled.div`
  width: 72px;
  height: 72px;
  margin: 0 auto 16px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 20px;
  color: ${token('color-accent')};
  background: color-mix(in srgb, ${token('color-accent')} 14%, transparent);
`;

const Title = styled.h1`
  margin: 16px 0 8px;
  font-size: 26px;
  line-height: 1.25;
`;

const Text = styled.p`
  margin: 0 auto 28px;
  max-width: 44ch;
  color: ${token('color-text-muted')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;

const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: ${token('control-height')};
  padding: 0 ${token('space-4')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

export interface ErrorPageProps {
  kind: ErrorKind;
  /** Where "go home" leads. */
  homeHref?: string;
}

export function ErrorPage({ kind, homeHref = '/dashboard' }: ErrorPageProps) {
  const t = useAppT();
  const navigate = useNavigate();
  const spec = ERROR_KINDS[kind];
  const actions: Record<ErrorAction, () => ReactNode> = {
    tryAgain: () => (
      <Button key="tryAgain" onClick={() => window.location.reload()}>
        <Icon name="refresh" size={16} />
        {t('errors.actions.tryAgain')}
      </Button>
    ),
    goHome: () => (
      <Button
        key="goHome"
        variant={spec.actions[0] === 'goHome' ? 'primary' : 'secondary'}
        onClick={() => navigate(homeHref)}
      >
        <Icon name="home" size={16} />
        {t('errors.actions.goHome')}
      </Button>
    ),
    back: () => (
      <Button key="back" variant="secondary" onClick={() => navigate(-1)}>
        <Icon name="arrowLeft" size={16} />
        {t('errors.actions.back')}
      </Button>
    ),
    contactSupport: () => (
      <ActionLink key="contactSupport" href={SUPPORT_HREF}>
        <Icon name="mail" size={16} />
        {t('errors.actions.contactSupport')}
      </ActionLink>
    ),
  };
  return (
    <Page data-error-page={kind}>
      <Box>
        {spec.code ? (
          <Code aria-hidden="true">{spec.code}</Code>
        ) : (
          <Emblem aria-hidden="true">
            <Icon name={spec.icon} size={34} />
          </Emblem>
        )}
        <Title>{t(`errors.${kind}.title`)}</Title>
        <Text>{t(`errors.${kind}.text`)}</Text>
        <Actions>{spec.actions.map((action) => actions[action]())}</Actions>
      </Box>
    </Page>
  );
}
