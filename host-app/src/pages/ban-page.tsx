// /ban: only banned users stay here (the ban guard sends everyone else away). They can read
// why, write to support, or sign out.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { signOut } from '@savdo/core';
import { Button, focusRing, token } from '@savdo/ui';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon } from '../layout/icons';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 16px;
  background: ${token('color-bg')};
  color: ${token('color-text')};
`;

const Box = styled.section`
  width: 100%;
  max-width: 480px;
  padding: 36px 28px;
  border-radius: 20px;
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
  text-align: center;
`;

const Emblem = styled.div`
  width: 64px;
  height: 64px;
  margin: 0 auto 18px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: ${token('color-danger')};
  background: ${token('color-danger-soft')};
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 24px;
`;

const Text = styled.p`
  margin: 0 0 24px;
  color: ${token('color-text-muted')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;

const Support = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${token('control-height')};
  padding: 0 ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;

export default function BanPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut();
    navigate('/auth', { replace: true });
  };
  return (
    <Page data-page="ban">
      <Box role="alert">
        <Emblem aria-hidden="true">
          <Icon name="lock" size={30} />
        </Emblem>
        <Title>{t('ban.title')}</Title>
        <Text>{t('ban.text')}</Text>
        <Actions>
          <Support href={SUPPORT_HREF}>
            <Icon name="mail" size={16} />
            {t('errors.actions.contactSupport')}
          </Support>
          <Button variant="secondary" onClick={onSignOut}>
            <Icon name="logout" size={16} />
            {t('notice.signOut')}
          </Button>
        </Actions>
      </Box>
    </Page>
  );
}
