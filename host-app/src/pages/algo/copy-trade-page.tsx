// /copy-trade: the page title (the one h1), then the copy-trading widget (figures, strategies
// linking to their pages, my copies, disclosure); its links go through the router.
import { useNavigate } from 'react-router';
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function CopyTradePage() {
  const t = useAppT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('pages.copyTrade.title')} />
      <CopyTrading hideTitle onNavigate={(path) => void navigate(path)} />
    </>
  );
}
