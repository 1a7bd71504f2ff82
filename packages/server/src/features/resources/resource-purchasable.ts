/**
 * Resources as the purchase service sells them (kind 'resource'): a paid resource, once per
 * buyer (a second purchase is refused, so a second click charges nothing); a free one is not
 * for sale. The grant writes the buyer's owner row.
 */
import type { Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError } from '../../domain-errors';
import type { Purchasable, PurchaseRequest } from '../purchases';
import { RESOURCE_NOT_FOUND } from './catalog-service';
import {
  findResourceView,
  insertOwner,
  removeOwnerOfPurchase,
  type ResourceView,
} from './repository';

export const FREE_RESOURCE_NOT_FOR_SALE =
  'This resource is free: it is open to everyone signed in and is not for sale';
export const ALREADY_OWNED = 'You already own this resource';

async function forSale(tx: Queryable, request: PurchaseRequest): Promise<ResourceView> {
  const row = await findResourceView(tx, request.userId, request.itemId);
  if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
  if (row.price === 0) throw new ConflictError(FREE_RESOURCE_NOT_FOR_SALE);
  if (row.owned) throw new ConflictError(ALREADY_OWNED);
  return row;
}

const titleIn = (row: ResourceView, lang: Language) => row.texts[lang]?.title.slice(0, 300);

export const resourcePurchasable: Purchasable = {
  kind: 'resource',
  async quote(tx, request) {
    const row = await forSale(tx, request);
    // The ledger's English name, else the first language the resource has.
    const name = titleIn(row, 'en') ?? titleIn(row, 'uz') ?? titleIn(row, 'ru') ?? `#${row.id}`;
    const uz = titleIn(row, 'uz');
    const ru = titleIn(row, 'ru');
    return {
      title: name,
      price: row.price,
      charge: row.price,
      reasonParams: { name, ...(uz ? { name_uz: uz } : {}), ...(ru ? { name_ru: ru } : {}) },
    };
  },
  async grant(tx, request) {
    await insertOwner(tx, {
      userId: request.userId,
      resourceId: request.itemId,
      purchaseId: request.purchase.id,
    });
  },
  async revoke(tx, purchase) {
    await removeOwnerOfPurchase(tx, purchase.id);
  },
};
