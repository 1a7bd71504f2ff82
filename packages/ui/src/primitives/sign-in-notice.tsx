// What a widget that acts for a signed-in user shows where it may not act: on a partner page
// (public mode, no tokens ever) and to a signed-out visitor, a sign-in link to the product.
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { TextLink } from './links';
import { Panel } from './panel';

const Text = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export interface SignInNoticeProps extends HTMLAttributes<HTMLElement> {
  text: string;
  linkText: string;
  href: string;
}

export function SignInNotice({ text, linkText, href, ...rest }: SignInNoticeProps) {
  return (
    <Panel {...rest}>
      <Text>{text}</Text>
      <TextLink part="sign-in-link" href={href}>
        {linkText}
      </TextLink>
    </Panel>
  );
}
