// The auth elements' contracts: attributes, events and parts, read by defineWidget (which
// coerces the attributes) and by the custom-elements.json generator.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

const SIGNED_IN_EVENT = {
  'savdo-signed-in': event({
    description: 'A session now exists on this page (password, registration, Google or Telegram).',
  }),
};

const REDIRECT_TO = {
  type: 'string',
  description: 'A same-origin path to open after signing in (none: stay on the page).',
} as const;

export const authManifest = widgetManifest({
  tagName: 'savdo-auth',
  description:
    'Sign-in and registration under two tabs, password recovery, and Google and Telegram when configured.',
  attributes: {
    'initial-tab': {
      type: 'enum',
      values: ['sign-in', 'register', 'forgot-password'],
      default: 'sign-in',
      description: 'The tab shown first; forgot-password opens the password-recovery form.',
    },
    'hide-providers': {
      type: 'boolean',
      description: 'Hides the Google and Telegram buttons.',
    },
    'redirect-to': REDIRECT_TO,
  },
  events: SIGNED_IN_EVENT,
  parts: { root: 'The themed container.' },
  toaster: true,
});

export const signInManifest = widgetManifest({
  tagName: 'savdo-sign-in',
  description:
    'The sign-in form alone: username or email and password, with its password-recovery form.',
  attributes: { 'redirect-to': REDIRECT_TO },
  events: SIGNED_IN_EVENT,
  toaster: true,
});

export const registerManifest = widgetManifest({
  tagName: 'savdo-register',
  description: 'The registration form alone ("Create Account"); signs the new account in.',
  attributes: { 'redirect-to': REDIRECT_TO },
  events: SIGNED_IN_EVENT,
  toaster: true,
});

export const passwordSetupManifest = widgetManifest({
  tagName: 'savdo-password-setup',
  description:
    'Shows the forced password-setup dialog while the signed-in user has no password (Telegram and Google arrivals).',
  parts: { dialog: 'The dialog.', backdrop: 'The layer behind it.' },
  toaster: true,
});

export const resetPasswordManifest = widgetManifest({
  tagName: 'savdo-reset-password',
  description: 'Sets a new password from an emailed reset link.',
  attributes: {
    token: {
      type: 'string',
      description: "The reset token; defaults to the page URL's ?token= parameter.",
    },
    'sign-in-href': {
      type: 'string',
      default: '/auth',
      description: 'Where the "go to sign in" link leads.',
    },
  },
});

export const verifyEmailManifest = widgetManifest({
  tagName: 'savdo-verify-email',
  description: 'Confirms an email address from an emailed verification link.',
  attributes: {
    token: {
      type: 'string',
      description: "The verification token; defaults to the page URL's ?token= parameter.",
    },
    'continue-href': {
      type: 'string',
      default: '/dashboard',
      description: 'Where the "continue" link leads.',
    },
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-auth': WidgetElement<typeof authManifest>;
    'savdo-sign-in': WidgetElement<typeof signInManifest>;
    'savdo-register': WidgetElement<typeof registerManifest>;
    'savdo-password-setup': WidgetElement<typeof passwordSetupManifest>;
    'savdo-reset-password': WidgetElement<typeof resetPasswordManifest>;
    'savdo-verify-email': WidgetElement<typeof verifyEmailManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-auth': WidgetJsxProps<typeof authManifest>;
      'savdo-sign-in': WidgetJsxProps<typeof signInManifest>;
      'savdo-register': WidgetJsxProps<typeof registerManifest>;
      'savdo-password-setup': WidgetJsxProps<typeof passwordSetupManifest>;
      'savdo-reset-password': WidgetJsxProps<typeof resetPasswordManifest>;
      'savdo-verify-email': WidgetJsxProps<typeof verifyEmailManifest>;
    }
  }
}
