// /copy-trade: the page title (the one h1), then the copy-trading widget (figures, strategies,
// disclosure).
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function CopyTradePage() {
  const t = useAppT();
  return (
    <>
      <PageHeader title={t('pages.copyTrade.title')} />
      <CopyTrading hideTitle />
    </>
  );
}
