// The auth elements' metadata: attributes, events and parts, read by defineWidget and by the
// custom-elements.json generator.
import { widgetManifest } from '@savdo/ui';
import type {
  AuthElementProps,
  ResetPasswordElementProps,
  VerifyEmailElementProps,
} from './element-props';

const SIGNED_IN_EVENT = {
  'savdo-signed-in': {
    description: 'A session now exists on this page (password, registration, Google or Telegram).',
  },
} as const;

export const authManifest = widgetManifest<AuthElementProps>({
  tagName: 'savdo-auth',
  description: 'Sign-in and registration under two tabs, with Google and Telegram when configured.',
  attributes: {
    'initial-tab': {
      prop: 'initialTab',
      type: 'string',
      values: ['sign-in', 'register'],
      default: 'sign-in',
      description: 'The tab shown first.',
    },
    'hide-providers': {
      prop: 'hideProviders',
      type: 'boolean',
      default: 'false',
      description: 'Hides the Google and Telegram buttons.',
    },
    'redirect-to': {
      prop: 'redirectTo',
      type: 'string',
      description: 'A same-origin path to open after signing in (none: stay on the page).',
    },
  },
  events: SIGNED_IN_EVENT,
  parts: { root: 'The themed container.' },
  toaster: true,
});

export const signInManifest = widgetManifest<AuthElementProps>({
  tagName: 'savdo-sign-in',
  description: 'The sign-in form alone: username or email and password.',
  attributes: {
    'redirect-to': authManifest.attributes?.['redirect-to'] ?? {
      prop: 'redirectTo',
      type: 'string',
      description: 'A same-origin path to open after signing in.',
    },
  },
  events: SIGNED_IN_EVENT,
  toaster: true,
});

export const registerManifest = widgetManifest<AuthElementProps>({
  tagName: 'savdo-register',
  description: 'The registration form alone ("Create Account"); signs the new account in.',
  attributes: signInManifest.attributes,
  events: SIGNED_IN_EVENT,
  toaster: true,
});

export const passwordSetupManifest = widgetManifest<Record<string, never>>({
  tagName: 'savdo-password-setup',
  description:
    'Shows the forced password-setup dialog while the signed-in user has no password (Telegram and Google arrivals).',
  parts: { dialog: 'The dialog.', backdrop: 'The layer behind it.' },
  toaster: true,
});

export const resetPasswordManifest = widgetManifest<ResetPasswordElementProps>({
  tagName: 'savdo-reset-password',
  description: 'Sets a new password from an emailed reset link.',
  attributes: {
    token: {
      prop: 'token',
      type: 'string',
      description: "The reset token; defaults to the page URL's ?token= parameter.",
    },
    'sign-in-href': {
      prop: 'signInHref',
      type: 'string',
      default: '/auth',
      description: 'Where the "go to sign in" link leads.',
    },
  },
});

export const verifyEmailManifest = widgetManifest<VerifyEmailElementProps>({
  tagName: 'savdo-verify-email',
  description: 'Confirms an email address from an emailed verification link.',
  attributes: {
    token: {
      prop: 'token',
      type: 'string',
      description: "The verification token; defaults to the page URL's ?token= parameter.",
    },
    'continue-href': {
      prop: 'continueHref',
      type: 'string',
      default: '/dashboard',
      description: 'Where the "continue" link leads.',
    },
  },
});
