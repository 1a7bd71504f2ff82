/**
 * Course modules as the purchase service sells them (kind 'course_module'): the price of 7 days
 * of access, refused for a module of a free course; the grant writes the user's access row.
 */
import { MODULE_PURCHASE_ACTIONS, type ModulePurchaseAction } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import type { Purchasable, PurchaseRequest } from '../purchases';
import { findAccess, removeAccessOfPurchase, saveAccess } from './access-repository';
import { MODULE_NOT_FOUND } from './catalog-service';
import { moduleTerms, type ModuleTerms } from './module-terms';
import { findModuleView, type ModuleView } from './repository';

export const FREE_MODULE_NOT_FOR_SALE =
  'This module belongs to a free course: it is open to everyone signed in and is not for sale';

/** The options a module purchase carries. */
export interface ModulePurchaseOptions {
  action?: ModulePurchaseAction;
}

function actionOf(options: unknown): ModulePurchaseAction {
  const action =
    typeof options === 'object' && options !== null && 'action' in options
      ? (options as { action: unknown }).action
      : undefined;
  if (action === undefined) return 'buy';
  if (
    typeof action !== 'string' ||
    !(MODULE_PURCHASE_ACTIONS as readonly string[]).includes(action)
  )
    throw new ValidationError('action has an invalid value', {
      action: 'action has an invalid value',
    });
  return action as ModulePurchaseAction;
}

async function termsOf(
  tx: Queryable,
  request: PurchaseRequest,
): Promise<{ module: ModuleView; terms: ModuleTerms }> {
  const module = await findModuleView(tx, null, request.itemId);
  if (!module) throw new NotFoundError(MODULE_NOT_FOUND);
  if (!module.course_is_paid) throw new ConflictError(FREE_MODULE_NOT_FOR_SALE);
  const current = await findAccess(tx, request.userId, module.id);
  return { module, terms: moduleTerms(current, actionOf(request.options), request.now) };
}

/** "Course: Module", in one language, within the purchase title's 300 characters. */
function nameOf(course: string | undefined, module: string | undefined): string | undefined {
  return course && module ? `${course}: ${module}`.slice(0, 300) : undefined;
}

export const modulePurchasable: Purchasable = {
  kind: 'course_module',
  async quote(tx, request) {
    const { module } = await termsOf(tx, request);
    const name = nameOf(module.course_title, module.title) ?? module.title;
    const uz = nameOf(module.course_translations.uz?.title, module.translations.uz?.title);
    const ru = nameOf(module.course_translations.ru?.title, module.translations.ru?.title);
    return {
      title: name,
      price: module.price,
      charge: module.price,
      reasonParams: { name, ...(uz ? { name_uz: uz } : {}), ...(ru ? { name_ru: ru } : {}) },
      link: `/video-courses/${module.course_id}`,
    };
  },
  async grant(tx, request) {
    const { module, terms } = await termsOf(tx, request);
    await saveAccess(tx, {
      userId: request.userId,
      moduleId: module.id,
      startsAt: terms.startsAt,
      expiresAt: terms.expiresAt,
      purchaseId: request.purchase.id,
    });
  },
  async revoke(tx, purchase) {
    await removeAccessOfPurchase(tx, purchase.id);
  },
};
