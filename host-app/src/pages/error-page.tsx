// The error pages (404, 500, another server error, validation error, network error, unauthorized,
// forbidden, unknown error), each with the actions that make sense for it: try again, contact
// support, go home, back.
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink, NoticeEmblem, NoticeLayout, token } from '@savdo/ui';
import { releaseFirstScreen } from '../app/first-screen';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from '../layout/icons';

export type ErrorKind =
  | 'notFound'
  | 'server'
  | 'serverError'
  | 'validation'
  | 'network'
  | 'unauthorized'
  | 'forbidden'
  | 'unknown';
export type ErrorAction = 'tryAgain' | 'contactSupport' | 'goHome' | 'back';

interface KindSpec {
  code: string;
  icon: IconName;
  actions: ErrorAction[];
}

export const ERROR_KINDS: Record<ErrorKind, KindSpec> = {
  notFound: { code: '404', icon: 'alert', actions: ['goHome', 'back'] },
  server: { code: '500', icon: 'alert', actions: ['tryAgain', 'contactSupport', 'goHome'] },
  serverError: { code: '5xx', icon: 'alert', actions: ['tryAgain', 'contactSupport', 'goHome'] },
  validation: { code: '', icon: 'alert', actions: ['back', 'goHome'] },
  network: { code: '', icon: 'wifiOff', actions: ['tryAgain', 'goHome'] },
  unauthorized: { code: '401', icon: 'lock', actions: ['goHome', 'back'] },
  forbidden: { code: '403', icon: 'shield', actions: ['goHome', 'back', 'contactSupport'] },
  unknown: { code: '', icon: 'alert', actions: ['tryAgain', 'contactSupport', 'goHome'] },
};

// The status code, large, in place of an emblem (404, 500, 401, 403).
const Code = styled.p`
  margin: 0;
  font-size: clamp(64px, 18vw, 112px);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${token('color-accent')};
`;

export interface ErrorPageProps {
  kind: ErrorKind;
  /** Where "go home" leads. */
  homeHref?: string;
  /** The status that failed, shown as the code of a server error (a 502 is not a 500). */
  status?: number | null;
}

export function ErrorPage({ kind, homeHref = '/dashboard', status }: ErrorPageProps) {
  // Wherever it shows (a route that threw, code that could not be downloaded, the frame's or a
  // page's), it takes the page's place: index.html's first screen must not cover it.
  useEffect(releaseFirstScreen, []);
  const t = useAppT();
  const navigate = useNavigate();
  const spec = ERROR_KINDS[kind];
  const code = kind === 'serverError' ? String(status ?? '') : spec.code;
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
      <ButtonLink key="contactSupport" href={SUPPORT_HREF} $variant="secondary">
        <Icon name="mail" size={16} />
        {t('errors.actions.contactSupport')}
      </ButtonLink>
    ),
  };
  return (
    <NoticeLayout
      box="bare"
      frameProps={{ 'data-error-page': kind }}
      visual={
        code ? (
          <Code aria-hidden="true">{code}</Code>
        ) : (
          <NoticeEmblem $tone="accent">
            <Icon name={spec.icon} size={34} />
          </NoticeEmblem>
        )
      }
      title={t(`errors.${kind}.title`)}
      text={t(`errors.${kind}.text`)}
      actions={spec.actions.map((action) => actions[action]())}
    />
  );
}
