// An order's state as a coloured badge, in the admin's language.
import type { PaymentOrderStatus } from '@savdo/contract';
import { Badge, useT, type BadgeTone } from '@savdo/ui';
import { moneyStrings } from './strings';

const TONES: Record<PaymentOrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'neutral',
  refunded: 'danger',
};

export function OrderState({ status }: { status: PaymentOrderStatus }) {
  const t = useT(moneyStrings);
  return <Badge tone={TONES[status]}>{t(`orders.states.${status}`)}</Badge>;
}
