// /ban: only banned users stay here (the ban guard sends everyone else away). They can read
// why, write to support, or sign out.
import { useNavigate } from 'react-router';
import { signOut } from '@savdo/core';
import { Button, ButtonLink, NoticeEmblem, NoticeLayout } from '@savdo/ui';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon } from '../layout/icons';

export default function BanPage() {
  const t = useAppT();
  const navigate = useNavigate();
  const onSignOut = async () => {
    await signOut();
    navigate('/auth', { replace: true });
  };
  return (
    <NoticeLayout
      frameProps={{ 'data-page': 'ban' }}
      boxProps={{ role: 'alert' }}
      visual={
        <NoticeEmblem $tone="danger">
          <Icon name="lock" size={30} />
        </NoticeEmblem>
      }
      title={t('ban.title')}
      text={t('ban.text')}
      actions={
        <>
          <ButtonLink href={SUPPORT_HREF}>
            <Icon name="mail" size={16} />
            {t('errors.actions.contactSupport')}
          </ButtonLink>
          <Button variant="secondary" onClick={onSignOut}>
            <Icon name="logout" size={16} />
            {t('notice.signOut')}
          </Button>
        </>
      }
    />
  );
}
