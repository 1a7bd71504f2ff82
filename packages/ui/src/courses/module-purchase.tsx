// Buying a course module from the course page and from the player's locked lesson:
// the shared PurchaseDialog with the module, its price and the balance after; Confirm pays with
// ONE Idempotency-Key per opening of the dialog (a retry after a lost answer never charges
// twice); a 402 shows the dialog's insufficient-balance state with its top-up. After the
// purchase the balance comes from the answer at once and the module is written into the cached
// module lists, so its lessons unlock without a reload.
import { useState } from 'react';
import { MODULE_ACCESS_DAYS, type CourseModule } from '@savdo/contract';
import { formatDate, mergeUser, toast } from '@savdo/core';
import { newIdempotencyKey, refreshUser } from '@savdo/core/payments';
import { coursesApi, courseText, moduleAccess, modulePurchased } from '@savdo/core/courses';
import { useLanguage, useT } from '../i18n/language-context';
import { PurchaseDialog } from '../payments/purchase-dialog';
import { coursesStrings } from './course-strings';

export interface PendingModulePurchase {
  module: CourseModule;
  /** The Idempotency-Key of this opening of the dialog. */
  key: string;
}

export function useModulePurchase(onPurchased?: (module: CourseModule, charged: number) => void) {
  const t = useT(coursesStrings);
  const lang = useLanguage();
  const [pending, setPending] = useState<PendingModulePurchase | null>(null);

  const open = (module: CourseModule) => setPending({ module, key: newIdempotencyKey() });

  /** The dialog's Confirm; a rejection is shown in the dialog (402: the insufficient state). */
  const confirm = async () => {
    if (!pending) return;
    const { result } = await coursesApi.purchaseModule(pending.module.id, pending.key);
    mergeUser({ balance: result.purchase.balance });
    modulePurchased(result.module);
    void refreshUser();
    toast.success(t('purchase.done', { module: courseText(result.module, lang).title }));
    onPurchased?.(result.module, result.purchase.charged);
    setPending(null);
  };

  return { pending, open, confirm, close: () => setPending(null) };
}

export interface ModulePurchaseDialogProps {
  pending: PendingModulePurchase | null;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

export function ModulePurchaseDialog({ pending, onConfirm, onClose }: ModulePurchaseDialogProps) {
  const t = useT(coursesStrings);
  const lang = useLanguage();
  const module = pending?.module;
  const again = module
    ? moduleAccess(module) === 'active' || moduleAccess(module) === 'expired'
    : false;
  const extendsFrom =
    module && moduleAccess(module) === 'active' && module.access_expires_at
      ? module.access_expires_at
      : null;
  return (
    <PurchaseDialog
      open={pending !== null}
      title={t(again ? 'purchase.again' : 'purchase.title')}
      itemTitle={module ? courseText(module, lang).title : ''}
      itemDescription={
        extendsFrom
          ? t('purchase.extends', { days: MODULE_ACCESS_DAYS, date: formatDate(extendsFrom, lang) })
          : t('purchase.period', { days: MODULE_ACCESS_DAYS })
      }
      price={module?.price ?? 0}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
