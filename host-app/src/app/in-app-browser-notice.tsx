// Shown instead of the app inside an in-app browser (docs/product.md, "Rules that matter to a
// trader") while the redirect to the system browser runs, with a manual link for when the automatic
// one is blocked.
import type { InAppRedirectPlan } from '@savdo/core';
import { ButtonLink, NoticeLayout } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { BrandMark } from '../layout/brand';

export function InAppBrowserNotice({ plan }: { plan: InAppRedirectPlan }) {
  const t = useAppT();
  const href =
    plan.kind === 'intent' ? plan.href : (plan.attempts[0]?.href ?? window.location.href);
  return (
    <NoticeLayout
      box="bare"
      frameProps={{ 'data-in-app-browser': plan.browser }}
      visual={<BrandMark size={48} />}
      title={t('inApp.title')}
      text={t('inApp.text')}
      actions={<ButtonLink href={href}>{t('inApp.action')}</ButtonLink>}
    />
  );
}
