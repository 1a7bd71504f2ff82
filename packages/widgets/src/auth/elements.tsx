// The auth widgets as custom elements (<savdo-auth>, <savdo-sign-in>, <savdo-register>,
// <savdo-password-setup>, <savdo-reset-password>, <savdo-verify-email>), for landing pages of
// our own origin. Each element announces a new session with `savdo-signed-in` and can open a
// same-origin page afterwards (`redirect-to`).
import { safeReturnPath } from '@savdo/core';
import { defineWidget, useEmit, type ElementProps } from '@savdo/ui';
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

export function AuthElement({ initialTab, hideProviders, redirectTo }: AuthElementProps) {
  const onSignedIn = useSignedIn(redirectTo);
  return (
    <AuthPanel initialTab={initialTab} hideProviders={hideProviders} onSignedIn={onSignedIn} />
  );
}

export function SignInElement({ redirectTo }: SignInElementProps) {
  return <SignInForm onSignedIn={useSignedIn(redirectTo)} />;
}

export function RegisterElement({ redirectTo }: SignInElementProps) {
  return <RegistrationForm onRegistered={useSignedIn(redirectTo)} />;
}

export function ResetPasswordElement({ token, signInHref }: ResetPasswordElementProps) {
  return <ResetPasswordForm token={token || tokenFromPage()} signInHref={signInHref} />;
}

export function VerifyEmailElement({ token, continueHref }: VerifyEmailElementProps) {
  return <VerifyEmail token={token || tokenFromPage()} continueHref={continueHref} />;
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
