// /help (private): the instructions as a searchable FAQ, and the support conversation beside
// them. `HelpSupportSlot` is where the chat feature's support conversation is mounted (the
// lead wires it when chat lands); until then the box says how support answers.
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
