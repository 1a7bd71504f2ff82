// The sign-in and registration forms under two tabs, with the provider buttons below: the whole
// /auth page of the host app, and usable on its own in a landing page (<savdo-auth>).
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Tabs, tabIdOf, token, useT, type TabsHandle } from '@savdo/ui';
import { authStrings } from './strings';
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

const Heading = styled.div`
  display: flex;
  flex-direction: column;
`;

const TABS: readonly AuthTab[] = ['sign-in', 'register'];
const ID_PREFIX = 'savdo-auth';
const panelIdOf = (tab: AuthTab) => `savdo-auth-panel-${tab}`;

export function AuthPanel({
  initialTab = 'sign-in',
  onSignedIn,
  hideProviders = false,
  titleAs = 'h2',
}: AuthPanelProps) {
  const t = useT(authStrings);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [providerError, setProviderError] = useState<string | null>(null);
  const tabs = useRef<TabsHandle<AuthTab>>(null);

  const select = (next: AuthTab, focus = false) => {
    setTab(next);
    if (focus) tabs.current?.focus(next);
  };

  const titleKey = tab === 'sign-in' ? 'signIn' : 'register';
  return (
    <Panel data-savdo-auth-panel="">
      <Heading>
        <FormTitle as={titleAs}>{t(`${titleKey}.title`)}</FormTitle>
        <FormSubtitle>{t(`${titleKey}.subtitle`)}</FormSubtitle>
      </Heading>
      <Tabs
        ref={tabs}
        variant="segmented"
        label={t('tabs.label')}
        idPrefix={ID_PREFIX}
        panelId={panelIdOf}
        items={TABS.map((id) => ({
          id,
          label: id === 'sign-in' ? t('tabs.signIn') : t('tabs.register'),
        }))}
        value={tab}
        onChange={select}
      />
      <div role="tabpanel" id={panelIdOf(tab)} aria-labelledby={tabIdOf(ID_PREFIX, tab)}>
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
