// The blocking notices of spec section 2 (inactive, unverified, missing role). Title and text
// are core's Uzbek constants; the actions around them are the host app's.
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { signOut, type NoticeReason } from '@savdo/core';
import { Button, focusRing, token } from '@savdo/ui';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from '../layout/icons';
import { useResendVerification, type ResendState } from './use-resend-verification';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space-5')} ${token('space-4')};
  background: ${token('color-bg')};
`;

const Inline = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space-6')} 0;
`;

const Box = styled.section`
  width: 100%;
  max-width: 460px;
  padding: 32px 28px;
  border: 1px solid ${token('color-border')};
  border-radius: 16px;
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
  text-align: center;
`;

const Badge = styled.div<{ $tone: 'warning' | 'danger' | 'info' }>`
  width: 56px;
  height: 56px;
  margin: 0 auto 16px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  color: ${(p) => token(p.$tone === 'danger' ? 'color-danger' : p.$tone === 'info' ? 'color-info' : 'color-warning')};
  background: ${(p) =>
    token(
      p.$tone === 'danger'
        ? 'color-danger-soft'
        : p.$tone === 'info'
          ? 'color-info-soft'
          : 'color-warning-soft',
    )};
`;

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 22px;
  line-height: 1.3;
`;

const Text = styled.p`
  margin: 0 0 24px;
  color: ${token('color-text-muted')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${token('space-2')};
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  min-height: ${token('control-height')};
  padding: 0 ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${token('color-accent-hover')};
  }
  ${focusRing}
`;

const ICONS: Record<NoticeReason, { icon: IconName; tone: 'warning' | 'danger' | 'info' }> = {
  inactive: { icon: 'lock', tone: 'warning' },
  unverified: { icon: 'mail', tone: 'info' },
  role: { icon: 'shield', tone: 'danger' },
};

const Status = styled.p<{ $failed: boolean }>`
  margin: 8px 0 16px;
  color: ${(p) => token(p.$failed ? 'color-danger' : 'color-success')};
`;

/** What happened to the last "send a new link" (announced politely). */
export function ResendStatus({ state, email }: { state: ResendState; email: string | null }) {
  const t = useAppT();
  if (state !== 'sent' && state !== 'failed') return null;
  return (
    <Status role="status" $failed={state === 'failed'}>
      {state === 'sent' ? t('notice.resent', { email: email ?? '' }) : t('notice.resendFailed')}
    </Status>
  );
}

export interface AccessNoticeProps {
  title: string;
  text: string;
  reason: NoticeReason;
  variant: 'page' | 'inline';
}

export function AccessNotice({ title, text, reason, variant }: AccessNoticeProps) {
  const t = useAppT();
  const navigate = useNavigate();
  const verification = useResendVerification();
  const { icon, tone } = ICONS[reason];

  const onSignOut = async () => {
    await signOut();
    navigate('/auth', { replace: true });
  };

  const box = (
    <Box role="alert" aria-live="assertive" data-access-notice={reason}>
      <Badge $tone={tone} aria-hidden="true">
        <Icon name={icon} size={28} />
      </Badge>
      <Title>{title}</Title>
      <Text>{text}</Text>
      {reason === 'unverified' ? (
        <ResendStatus state={verification.state} email={verification.email} />
      ) : null}
      <Actions>
        {reason === 'unverified' && verification.email ? (
          <Button
            busy={verification.state === 'busy'}
            disabled={verification.state === 'sent'}
            onClick={verification.resend}
          >
            <Icon name={verification.state === 'sent' ? 'check' : 'mail'} size={16} />
            {t('notice.resend')}
          </Button>
        ) : null}
        {reason === 'inactive' ? (
          <ContactLink href={SUPPORT_HREF}>
            <Icon name="mail" size={16} />
            {t('notice.contact')}
          </ContactLink>
        ) : null}
        {reason === 'inactive' ? (
          <Button variant="secondary" onClick={onSignOut}>
            <Icon name="logout" size={16} />
            {t('notice.signOut')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => navigate('/dashboard')}>
            <Icon name="home" size={16} />
            {t('notice.home')}
          </Button>
        )}
      </Actions>
    </Box>
  );
  return variant === 'page' ? <Page>{box}</Page> : <Inline>{box}</Inline>;
}
