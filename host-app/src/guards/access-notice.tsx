// The blocking notices of the page guards (inactive, unverified, missing role). Title and text
// are core's Uzbek constants (docs/product.md, "Languages and theme": the access notices are
// Uzbek in every language); in another interface language its translation follows beneath, so
// the reader of the translated buttons also understands why they are stopped.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import type { Role } from '@savdo/contract';
import type { NoticeReason } from '@savdo/core';
import {
  Button,
  ButtonLink,
  NoticeEmblem,
  NoticeLayout,
  token,
  useLanguage,
  type NoticeTone,
} from '@savdo/ui';
import { releaseFirstScreen } from '../app/first-screen';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon, type IconName } from '../layout/icons';
import { useResendVerification, type ResendState } from './use-resend-verification';
import { useSignOut } from '../app/use-sign-out';

const ICONS: Record<NoticeReason, { icon: IconName; tone: NoticeTone }> = {
  inactive: { icon: 'lock', tone: 'warning' },
  unverified: { icon: 'mail', tone: 'info' },
  role: { icon: 'shield', tone: 'danger' },
};

const Status = styled.p<{ $failed: boolean }>`
  margin: ${token('space-2')} 0 ${token('space-4')};
  color: ${(p) => token(p.$failed ? 'color-danger' : 'color-success')};
`;

const Translation = styled.div`
  margin: 0 0 ${token('space-4')};
  color: ${token('color-text-muted')};

  & > p {
    margin: 0;
  }
`;

/** The notice in the interface language, under the Uzbek; nothing when that is Uzbek. */
function NoticeTranslation({ reason, role }: { reason: NoticeReason; role?: Role }) {
  const t = useAppT();
  const language = useLanguage();
  if (language === 'uz') return null;
  return (
    <Translation lang={language} data-notice-translation="">
      <p>
        <strong>{t(`notice.translation.${reason}.title`)}</strong>
      </p>
      <p>{t(`notice.translation.${reason}.text`, { role: role ?? '' })}</p>
    </Translation>
  );
}

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
  /** The role a `role` notice names. */
  role?: Role | undefined;
  variant: 'page' | 'inline';
}

export function AccessNotice({ title, text, reason, role, variant }: AccessNoticeProps) {
  const t = useAppT();
  const navigate = useNavigate();
  const verification = useResendVerification();
  const { icon, tone } = ICONS[reason];

  const onSignOut = useSignOut();
  // A notice in the page's place: index.html's first screen must not hide it.
  useEffect(releaseFirstScreen, []);

  return (
    <NoticeLayout
      frame={variant}
      boxProps={{ role: 'alert', 'aria-live': 'assertive', 'data-access-notice': reason }}
      visual={
        <NoticeEmblem $tone={tone}>
          <Icon name={icon} size={28} />
        </NoticeEmblem>
      }
      title={title}
      text={text}
      actions={
        <>
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
            <ButtonLink href={SUPPORT_HREF}>
              <Icon name="mail" size={16} />
              {t('notice.contact')}
            </ButtonLink>
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
        </>
      }
    >
      <NoticeTranslation reason={reason} {...(role ? { role } : {})} />
      {reason === 'unverified' ? (
        <ResendStatus state={verification.state} email={verification.email} />
      ) : null}
    </NoticeLayout>
  );
}
