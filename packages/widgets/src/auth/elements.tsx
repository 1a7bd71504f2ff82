// The auth widgets as custom elements (<savdo-auth>, <savdo-sign-in>, <savdo-register>,
// <savdo-password-setup>, <savdo-reset-password>, <savdo-verify-email>), for landing pages of
// our own origin (on a partner's page each shows a link to the product's sign-in page instead).
// Each element announces a new session with `savdo-signed-in` and can open a
// same-origin page afterwards (`redirect-to`).
import type { ReactNode } from 'react';
import { safeReturnPath } from '@savdo/core';
import { OwnOriginOnly, defineWidget, useEmit, useT, type ElementProps } from '@savdo/ui';
import { AuthPanel } from './auth-panel';
import {
  authManifest,
  passwordSetupManifest,
  registerManifest,
  resetPasswordManifest,
  signInManifest,
  verifyEmailManifest,
} from './manifest';
import { PasswordSetupGate } from './password-setup-gate';
import { RegistrationForm } from './registration-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { authStrings } from './strings';
import { VerifyEmail } from './verify-email';

// The props each element gets: its manifest's attributes, coerced (see manifest.ts).
export type AuthElementProps = ElementProps<typeof authManifest>;
export type SignInElementProps = ElementProps<typeof signInManifest>;
export type ResetPasswordElementProps = ElementProps<typeof resetPasswordManifest>;
export type VerifyEmailElementProps = ElementProps<typeof verifyEmailManifest>;

/** The page URL's ?token= parameter, which emailed links carry. */
function tokenFromPage(): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('token');
}

function useSignedIn(redirectTo: string | undefined): () => void {
  const emit = useEmit<typeof authManifest>();
  return () => {
    // A listener may cancel the event to handle the navigation itself.
    const proceed = emit('savdo-signed-in');
    if (proceed && redirectTo) location.assign(safeReturnPath(redirectTo));
  };
}

/** On a partner's page, a link to the product's sign-in page instead of the form. */
function OnOwnOrigin({ widget, children }: { widget: string; children: ReactNode }) {
  const t = useT(authStrings);
  return (
    <OwnOriginOnly widget={widget} text={t('partnerPage.text')} linkText={t('partnerPage.link')}>
      {children}
    </OwnOriginOnly>
  );
}

export function AuthElement({ initialTab, hideProviders, redirectTo }: AuthElementProps) {
  const onSignedIn = useSignedIn(redirectTo);
  return (
    <OnOwnOrigin widget="auth">
      <AuthPanel initialTab={initialTab} hideProviders={hideProviders} onSignedIn={onSignedIn} />
    </OnOwnOrigin>
  );
}

export function SignInElement({ redirectTo }: SignInElementProps) {
  const onSignedIn = useSignedIn(redirectTo);
  return (
    <OnOwnOrigin widget="sign-in">
      <SignInForm onSignedIn={onSignedIn} />
    </OnOwnOrigin>
  );
}

export function RegisterElement({ redirectTo }: SignInElementProps) {
  const onRegistered = useSignedIn(redirectTo);
  return (
    <OnOwnOrigin widget="register">
      <RegistrationForm onRegistered={onRegistered} />
    </OnOwnOrigin>
  );
}

export function ResetPasswordElement({ token, signInHref }: ResetPasswordElementProps) {
  return (
    <OnOwnOrigin widget="reset-password">
      <ResetPasswordForm token={token || tokenFromPage()} signInHref={signInHref} />
    </OnOwnOrigin>
  );
}

export function VerifyEmailElement({ token, continueHref }: VerifyEmailElementProps) {
  return (
    <OnOwnOrigin widget="verify-email">
      <VerifyEmail token={token || tokenFromPage()} continueHref={continueHref} />
    </OnOwnOrigin>
  );
}

/** Defines every auth element (guarded: defining twice never throws). */
export function defineAuthElements(): void {
  defineWidget(authManifest, AuthElement);
  defineWidget(signInManifest, SignInElement);
  defineWidget(registerManifest, RegisterElement);
  defineWidget(passwordSetupManifest, PasswordSetupGate);
  defineWidget(resetPasswordManifest, ResetPasswordElement);
  defineWidget(verifyEmailManifest, VerifyEmailElement);
}
