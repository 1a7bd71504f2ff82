// /payments/return: where Payme and Click send the payer back, with `?savdo_order=<id>`. The
// status widget (the same component partners' own-origin pages embed as <savdo-payment-status>)
// follows the order until it is paid or failed.
import { PaymentStatus } from '@savdo/widgets/top-up';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

export default function PaymentReturnPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader
        title={t('pages.paymentReturn.title')}
        description={t('pages.paymentReturn.description')}
      />
      <PaymentStatus />
    </>
  );
}
