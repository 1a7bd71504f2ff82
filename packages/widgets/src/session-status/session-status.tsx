// SessionStatus: who is signed in on this page, or a sign-in link. On a partner page (public
// mode) there is never a session: the link leads to the product's own sign-in page.
import { useEffect } from 'react';
import styled from 'styled-components';
import { $auth, $coreConfig } from '@savdo/core';
import { Badge, Spinner, TextLink, token, useEmit, useStore, useT } from '@savdo/ui';
import type { sessionStatusManifest } from './manifest';
import { sessionStatusStrings } from './strings';

export interface SessionStatusProps {
  /** Where the sign-in link leads; defaults to /auth on the API's origin. */
  signInHref?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
`;

/** The product's sign-in page: on the API origin for partner pages, else this origin. */
export function defaultSignInHref(apiBase: string): string {
  return `${apiBase}/auth`;
}

export function SessionStatus({ signInHref }: SessionStatusProps) {
  const t = useT(sessionStatusStrings);
  const auth = useStore($auth);
  const config = useStore($coreConfig);
  const emit = useEmit<typeof sessionStatusManifest>();

  useEffect(() => {
    emit('savdo-session-change', {
      isAuthenticated: auth.isAuthenticated,
      username: auth.user?.username ?? null,
    });
  }, [emit, auth.isAuthenticated, auth.user?.username]);

  const href = signInHref || defaultSignInHref(config.apiBase);
  return (
    <Row part="status" role="group" aria-label={t('sessionLabel')}>
      {auth.isValidating ? (
        <Spinner label={t('checking')} />
      ) : auth.isAuthenticated && auth.user ? (
        <>
          <span>{t('signedInAs', { name: auth.user.name || auth.user.username })}</span>
          <Badge tone="success">{auth.user.role}</Badge>
        </>
      ) : (
        <>
          <span>{t('signedOut')}</span>
          <TextLink part="sign-in-link" href={href}>
            {t('signIn')}
          </TextLink>
        </>
      )}
    </Row>
  );
}
