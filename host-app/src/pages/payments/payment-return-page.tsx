// /payments/return: where Payme and Click send the payer back, with `?savdo_order=<id>`. The
// status widget (the same component partners' own-origin pages embed as <savdo-payment-status>)
// follows the order until it is paid or failed; the balance history under it shows the new
// credit as soon as the live `balance` event says it landed.
import styled from 'styled-components';
import { token } from '@savdo/ui';
import { BalanceHistory, PaymentStatus } from '@savdo/widgets/payments';
import { useAppT } from '../../i18n/app-strings';
import { PageHeader } from '../page-header';

const History = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin-top: ${token('space-6')};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-xl')};
`;

export default function PaymentReturnPage() {
  const t = useAppT();
  return (
    <>
      <PageHeader
        title={t('pages.paymentReturn.title')}
        description={t('pages.paymentReturn.description')}
      />
      <PaymentStatus />
      <History aria-labelledby="balance-history-title">
        <SectionTitle id="balance-history-title">{t('pages.paymentReturn.history')}</SectionTitle>
        <BalanceHistory hideTitle />
      </History>
    </>
  );
}
