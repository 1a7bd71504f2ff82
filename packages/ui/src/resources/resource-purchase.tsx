// Buying a resource from the catalog or its page: the ONE PurchaseDialog with the
// resource, its price and the balance after; Confirm pays with ONE Idempotency-Key per opening
// (a retry after a lost answer never charges twice); a 402 shows the dialog's insufficient
// state with its top-up. After the purchase the balance comes from the answer at once and the
// resource is written into the cache, so its file, body or link opens without a reload.
import { useState } from 'react';
import type { Resource } from '@savdo/contract';
import { mergeUser, toast } from '@savdo/core';
import { newIdempotencyKey, refreshUser } from '@savdo/core/payments';
import { resourcePurchased, resourcesApi } from '@savdo/core/resources';
import { useT } from '../i18n/language-context';
import { PurchaseDialog } from '../payments/purchase-dialog';
import { resourcesStrings } from './resource-strings';

export interface PendingResourcePurchase {
  resource: Resource;
  /** The Idempotency-Key of this opening of the dialog. */
  key: string;
}

export function useResourcePurchase(onPurchased?: (resource: Resource, charged: number) => void) {
  const t = useT(resourcesStrings);
  const [pending, setPending] = useState<PendingResourcePurchase | null>(null);

  const open = (resource: Resource) => setPending({ resource, key: newIdempotencyKey() });

  /** The dialog's Confirm; a rejection is shown in the dialog (402: the insufficient state). */
  const confirm = async () => {
    if (!pending) return;
    const { result } = await resourcesApi.purchaseResource(pending.resource.id, pending.key);
    mergeUser({ balance: result.purchase.balance });
    resourcePurchased(result.resource);
    void refreshUser();
    toast.success(t('purchase.done', { title: result.resource.title }));
    onPurchased?.(result.resource, result.purchase.charged);
    setPending(null);
  };

  return { pending, open, confirm, close: () => setPending(null) };
}

export interface ResourcePurchaseDialogProps {
  pending: PendingResourcePurchase | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ResourcePurchaseDialog({
  pending,
  onConfirm,
  onClose,
}: ResourcePurchaseDialogProps) {
  const t = useT(resourcesStrings);
  const resource = pending?.resource;
  return (
    <PurchaseDialog
      open={pending !== null}
      title={t('purchase.title')}
      itemTitle={resource?.title ?? ''}
      itemDescription={resource ? `${t(`kind.${resource.kind}`)} · ${t('purchase.forever')}` : ''}
      price={resource?.price ?? 0}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
