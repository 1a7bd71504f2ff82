// A widget that acts for the signed-in user (their journal, figures, advisor, assistant) renders
// its content only where it may: our own origin with a session. Elsewhere, on a partner's page
// or to a signed-out visitor, the same sign-in link every such widget shows, not a failed load.
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $coreConfig, partnerLink } from '@savdo/core';
import { useOwnSession } from '../hooks/use-own-session';
import { SignInNotice } from './sign-in-notice';

export interface SignedInOnlyProps {
  /** Names the notice for tests and styling (`data-savdo-sign-in`). */
  widget: string;
  text: string;
  linkText: string;
  children: ReactNode;
}

export function SignedInOnly({ widget, text, linkText, children }: SignedInOnlyProps) {
  const { signedIn, apiBase } = useOwnSession();
  if (signedIn) return <>{children}</>;
  return (
    <SignInNotice
      data-savdo-sign-in={widget}
      text={text}
      linkText={linkText}
      href={partnerLink(`${apiBase}/auth`)}
    />
  );
}

/**
 * Sign-in and account forms render on our own origin only: on a partner's page a password typed
 * into them would sit in the partner's page (and the page holds no session anyway), so the link
 * leads to the product's own sign-in page instead.
 */
export function OwnOriginOnly({ widget, text, linkText, children }: SignedInOnlyProps) {
  const config = useStore($coreConfig);
  if (config.mode !== 'public') return <>{children}</>;
  return (
    <SignInNotice
      data-savdo-sign-in={widget}
      text={text}
      linkText={linkText}
      href={partnerLink(`${config.apiBase}/auth`)}
    />
  );
}
