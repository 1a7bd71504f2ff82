/**
 * What a module purchase gives (decision 13, decision 0170): `buy` starts 7 days of access now
 * and is refused while access is active; `extend` adds 7 days to the current expiry, only while
 * active and at most one period ahead. Either way a second, concurrent click of the same button
 * finds the first one's access and is refused: the purchase service runs one user's purchases
 * one after another (it locks the buyer), so "charges once" needs no lock of its own.
 */
import { MODULE_ACCESS_MS, type ModulePurchaseAction } from '@savdo/contract';
import { ConflictError } from '../../domain-errors';

export const MODULE_ACTIVE = 'You already have access to this module; extend it to add 7 more days';
export const MODULE_NOT_ACTIVE =
  'Your access to this module is not active; buy it to watch its lessons';
export const MODULE_EXTENDED_AHEAD =
  'Your access to this module is already paid for the next 7 days';

export interface ModuleAccess {
  started_at: Date;
  expires_at: Date;
}

export interface ModuleTerms {
  startsAt: Date;
  expiresAt: Date;
}

export function moduleTerms(
  current: ModuleAccess | null,
  action: ModulePurchaseAction,
  now: Date,
): ModuleTerms {
  const active = current !== null && current.expires_at.getTime() > now.getTime();
  if (action === 'buy') {
    if (active) throw new ConflictError(MODULE_ACTIVE);
    return { startsAt: now, expiresAt: new Date(now.getTime() + MODULE_ACCESS_MS) };
  }
  if (!active) throw new ConflictError(MODULE_NOT_ACTIVE);
  if (current.expires_at.getTime() - now.getTime() > MODULE_ACCESS_MS)
    throw new ConflictError(MODULE_EXTENDED_AHEAD);
  return {
    startsAt: current.started_at,
    expiresAt: new Date(current.expires_at.getTime() + MODULE_ACCESS_MS),
  };
}
