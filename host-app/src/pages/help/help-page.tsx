// /help (private): the instructions as a searchable FAQ, and the support conversation beside
// them (the chat widget on the support conversation).
import { HelpCenter } from '@savdo/ui/help';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';
import { HelpSupportSlot } from './help-support-slot';

export default function HelpPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader title={t('pages.help.title')} description={t('pages.help.description')} />
      <HelpCenter hideTitle support={<HelpSupportSlot />} />
    </>
  );
}
