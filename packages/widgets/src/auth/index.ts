// The auth widgets: React components (and, in elements.ts, their custom elements).
export { AUTH_NAMESPACE, authStrings } from './strings';
export { AuthPanel, type AuthPanelProps, type AuthTab, type AuthView } from './auth-panel';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './forgot-password-form';
export { SignInForm, type SignInFormProps } from './sign-in-form';
export { RegistrationForm, type RegistrationFormProps } from './registration-form';
export { PasswordSetupDialog, type PasswordSetupDialogProps } from './password-setup-dialog';
export { PasswordSetupGate } from './password-setup-gate';
export { PasswordChecklistBox } from './password-checklist';
export { ResetPasswordForm, type ResetPasswordFormProps } from './reset-password-form';
export { VerifyEmail, type VerifyEmailProps } from './verify-email';
export { ProviderButtons, type ProviderButtonsProps } from './provider-buttons';
export {
  GoogleSignInButton,
  GOOGLE_CLIENT_SCRIPT,
  type GoogleSignInButtonProps,
} from './google-sign-in-button';
export {
  TelegramSignInButton,
  TELEGRAM_WIDGET_SCRIPT,
  type TelegramSignInButtonProps,
} from './telegram-sign-in-button';
export { loadAuthProviders, useAuthProviders, type AuthProviders } from './use-auth-providers';
export {
  AuthElement,
  SignInElement,
  RegisterElement,
  ResetPasswordElement,
  VerifyEmailElement,
  defineAuthElements,
} from './elements';
export {
  authManifest,
  signInManifest,
  registerManifest,
  passwordSetupManifest,
  resetPasswordManifest,
  verifyEmailManifest,
} from './manifest';
export type {
  AuthElementProps,
  SignInElementProps,
  ResetPasswordElementProps,
  VerifyEmailElementProps,
} from './elements';
