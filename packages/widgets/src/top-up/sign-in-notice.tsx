// What the money widgets show where they may not act: on a partner page (public mode, no tokens
// ever) and to a signed-out visitor, a sign-in link to the product's own sign-in page.
import styled from 'styled-components';
import { Panel, TextLink, token, useT } from '@savdo/ui';
import { topUpStrings } from './strings';

const Text = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export function SignInNotice({ href }: { href: string }) {
  const t = useT(topUpStrings);
  return (
    <Panel data-savdo-top-up="sign-in">
      <Text>{t('signInText')}</Text>
      <TextLink part="sign-in-link" href={href}>
        {t('signIn')}
      </TextLink>
    </Panel>
  );
}
