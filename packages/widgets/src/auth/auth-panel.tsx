// The sign-in and registration forms under two tabs, with the provider buttons below: the whole
// /auth page of the host app, and usable on its own in a landing page (<savdo-auth>). "Forgot
// password?" turns the panel into the password-recovery form until "Back to sign in".
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Tabs, tabIdOf, token, useT, type TabsHandle } from '@savdo/ui';
import { authStrings } from './strings';
import { FormMessage, FormSubtitle, FormTitle } from './form-parts';
import { ForgotPasswordForm } from './forgot-password-form';
import { ProviderButtons } from './provider-buttons';
import { RegistrationForm } from './registration-form';
import { SignInForm } from './sign-in-form';

export type AuthTab = 'sign-in' | 'register';
/** What the panel shows: a tab, or the password-recovery form. */
export type AuthView = AuthTab | 'forgot-password';

export interface AuthPanelProps {
  /** What is shown first: a tab, or the password-recovery form. */
  initialTab?: AuthView;
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
  const [tab, setTab] = useState<AuthTab>(initialTab === 'register' ? 'register' : 'sign-in');
  /** The recovery form, opened with this login; null while a tab shows. */
  const [recovering, setRecovering] = useState<string | null>(
    initialTab === 'forgot-password' ? '' : null,
  );
  const [providerError, setProviderError] = useState<string | null>(null);
  const tabs = useRef<TabsHandle<AuthTab>>(null);

  const select = (next: AuthTab, focus = false) => {
    setTab(next);
    if (focus) tabs.current?.focus(next);
  };

  if (recovering !== null)
    return (
      <Panel data-savdo-auth-panel="forgot-password">
        <Heading>
          <FormTitle as={titleAs}>{t('forgot.title')}</FormTitle>
          <FormSubtitle>{t('forgot.subtitle')}</FormSubtitle>
        </Heading>
        <ForgotPasswordForm
          initialLogin={recovering}
          onBack={() => {
            setRecovering(null);
            select('sign-in');
          }}
        />
      </Panel>
    );

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
          <SignInForm
            onSignedIn={onSignedIn}
            onSwitchToRegister={() => select('register', true)}
            onForgotPassword={setRecovering}
          />
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
