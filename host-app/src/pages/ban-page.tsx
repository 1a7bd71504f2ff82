// /ban: only banned users stay here (the ban guard sends everyone else away). They can read
// why, write to support, or sign out.
import { Button, ButtonLink, NoticeEmblem, NoticeLayout } from '@savdo/ui';
import { SUPPORT_HREF } from '../app/support';
import { useAppT } from '../i18n/app-strings';
import { Icon } from '../layout/icons';
import { useSignOut } from '../app/use-sign-out';

export default function BanPage() {
  const t = useAppT();
  const onSignOut = useSignOut();
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
