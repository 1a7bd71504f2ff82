// An order's provider transactions as small badges (provider · state), so the list shows at a
// glance whether Payme or Click performed, cancelled or only created a payment.
import type { AdminProviderTransaction } from '@savdo/contract';
import { Badge, Cluster, type BadgeTone } from '@savdo/ui';

/** Payme's created/performed/cancelled states and Click's prepared/completed/cancelled ones. */
export function transactionTone(state: string): BadgeTone {
  if (/perform|complet/i.test(state)) return 'success';
  if (/cancel/i.test(state)) return 'danger';
  return 'warning';
}

export function TransactionStates(props: {
  transactions: readonly AdminProviderTransaction[];
  none: string;
}) {
  if (props.transactions.length === 0) return <>{props.none}</>;
  return (
    <Cluster $gap={1}>
      {props.transactions.map((tx) => (
        <Badge key={`${tx.provider}:${tx.id}`} tone={transactionTone(tx.state)}>
          {tx.provider} · {tx.state}
        </Badge>
      ))}
    </Cluster>
  );
}
