// The sign-in and registration forms under two tabs, with the provider buttons below: the whole
// /auth page of the host app, and usable on its own in a landing page (<savdo-auth>).
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing, token, useT } from '@savdo/ui';
import { AUTH_NAMESPACE } from './auth-strings';
import { FormMessage, FormSubtitle, FormTitle } from './form-parts';
import { ProviderButtons } from './provider-buttons';
import { RegistrationForm } from './registration-form';
import { SignInForm } from './sign-in-form';

export type AuthTab = 'sign-in' | 'register';

export interface AuthPanelProps {
  /** The tab shown first. */
  initialTab?: AuthTab;
  /** Called once a session exists (password, registration, Google or Telegram). */
  onSignedIn?: () => void;
  /** Hides the Google and Telegram buttons even when the server has them configured. */
  hideProviders?: boolean;
  /** The title's heading level: h1 when the panel is the page (the host app's /auth). */
  titleAs?: 'h1' | 'h2';
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-5')};
  width: 100%;
`;

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  padding: 4px;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 36px;
  border: 0;
  border-radius: 6px;
  background: ${(p) => (p.$active ? token('color-surface-raised') : 'transparent')};
  box-shadow: ${(p) => (p.$active ? '0 1px 3px rgba(0, 0, 0, 0.18)' : 'none')};
  color: ${(p) => (p.$active ? token('color-text') : token('color-text-muted'))};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
`;

const TABS: AuthTab[] = ['sign-in', 'register'];

export function AuthPanel({
  initialTab = 'sign-in',
  onSignedIn,
  hideProviders = false,
  titleAs = 'h2',
}: AuthPanelProps) {
  const t = useT(AUTH_NAMESPACE);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [providerError, setProviderError] = useState<string | null>(null);
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({
    'sign-in': null,
    register: null,
  });

  const select = (next: AuthTab, focus = false) => {
    setTab(next);
    if (focus) tabRefs.current[next]?.focus();
  };

  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = TABS.indexOf(tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (next) select(next, true);
  };

  const titleKey = tab === 'sign-in' ? 'signIn' : 'register';
  return (
    <Panel data-savdo-auth-panel="">
      <Heading>
        <FormTitle as={titleAs}>{t(`${titleKey}.title`)}</FormTitle>
        <FormSubtitle>{t(`${titleKey}.subtitle`)}</FormSubtitle>
      </Heading>
      <TabList role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
        {TABS.map((id) => (
          <Tab
            key={id}
            ref={(node) => {
              tabRefs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={`savdo-auth-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`savdo-auth-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            $active={tab === id}
            onClick={() => select(id)}
          >
            {id === 'sign-in' ? t('tabs.signIn') : t('tabs.register')}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`savdo-auth-panel-${tab}`} aria-labelledby={`savdo-auth-tab-${tab}`}>
        {tab === 'sign-in' ? (
          <SignInForm onSignedIn={onSignedIn} onSwitchToRegister={() => select('register', true)} />
        ) : (
          <RegistrationForm
            onRegistered={onSignedIn}
            onSwitchToSignIn={() => select('sign-in', true)}
          />
        )}
      </div>
      {providerError ? <FormMessage tone="danger">{providerError}</FormMessage> : null}
      {hideProviders ? null : (
        <ProviderButtons
          onSignedIn={() => {
            setProviderError(null);
            onSignedIn?.();
          }}
          onError={setProviderError}
        />
      )}
    </Panel>
  );
}
