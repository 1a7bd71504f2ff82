/**
 * What an admin does to signals (publish, activate, close with profit or loss, cancel), shared
 * by the admin API and the admin command line. Every change is pushed live; a premium signal is
 * pushed locked to everyone and in full only to those who may see its levels (decision 0052).
 */
import type { SignalInput } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import {
  findSignal,
  insertSignal,
  transitionSignal,
  type SignalRow,
  type SignalTransition,
} from './repository';
import { findPlanById, userIdsWithPlanLevel } from '../plans';
import type { PublishLive } from '../../live/publisher';
import { FULL_VIEWER, PUBLIC_VIEWER, presentSignal } from './present-signal';
import { notifyMany, userIdsFollowingAsset } from '../notifications';

/** Input that passed the schema but not the signal's own rules; `detail` names the fields. */
export class SignalInputError extends ValidationError {}

export const SIGNAL_NOT_FOUND = 'Signal not found';

export class UnknownSignalError extends NotFoundError {
  constructor(readonly id: number) {
    super(SIGNAL_NOT_FOUND);
  }
}

/** The signal's status does not allow the change (e.g. closing a cancelled signal). */
export class SignalTransitionError extends ConflictError {}

/** A buy's stop is below and its target above the entry; a sell's the other way round. */
export function levelErrors(input: SignalInput): Record<string, string> {
  const errors: Record<string, string> = {};
  const { entry_price: entry, stop_loss: stop, take_profit: target } = input;
  if (input.type === 'buy') {
    if (!(stop < entry)) errors.stop_loss = 'For a buy, stop_loss must be below entry_price';
    if (!(target > entry)) errors.take_profit = 'For a buy, take_profit must be above entry_price';
  } else {
    if (!(stop > entry)) errors.stop_loss = 'For a sell, stop_loss must be above entry_price';
    if (!(target < entry)) errors.take_profit = 'For a sell, take_profit must be below entry_price';
  }
  return errors;
}

async function checkInput(q: Queryable, input: SignalInput): Promise<void> {
  const errors = levelErrors(input);
  if (input.is_premium) {
    if (input.required_plan_id == null) {
      errors.required_plan_id = 'A premium signal needs required_plan_id';
    } else if (!(await findPlanById(q, input.required_plan_id))) {
      errors.required_plan_id = `No subscription plan ${input.required_plan_id}`;
    }
  }
  const first = Object.values(errors)[0];
  if (first) throw new SignalInputError(first, errors);
}

/** Pushes a signal event to everyone who may receive it, in the form each may see. */
export async function announceSignal(
  db: Queryable,
  publish: PublishLive,
  type: 'signal.created' | 'signal.updated',
  row: SignalRow,
): Promise<void> {
  await publish({ type, signal: presentSignal(row, PUBLIC_VIEWER) }, { kind: 'public' });
  if (!row.is_premium || row.required_level === null) return;
  const userIds = await userIdsWithPlanLevel(db, row.required_level);
  if (userIds.length === 0) return;
  await publish({ type, signal: presentSignal(row, FULL_VIEWER) }, { kind: 'users', userIds });
}

/**
 * A new signal's notification to every user who follows its asset type (their notification
 * preferences, decision 0231). The text names only the symbol and side, which a locked premium
 * card shows too.
 */
async function notifyFollowers(db: Db, publish: PublishLive, row: SignalRow): Promise<void> {
  const userIds = await userIdsFollowingAsset(db, row.asset_type);
  await notifyMany({ db, publish }, userIds, {
    kind: 'signal_new',
    params: { symbol: row.symbol, side: row.type, asset_type: row.asset_type, signal_id: row.id },
    link: '/trading-signals',
    dedupeKey: `signal_new:${row.id}`,
  });
}

/** Publishes a new signal (pending unless the input says active). */
export async function createSignal(
  db: Db,
  publish: PublishLive,
  input: SignalInput,
): Promise<SignalRow> {
  await checkInput(db, input);
  const row = await insertSignal(db, input);
  await announceSignal(db, publish, 'signal.created', row);
  await notifyFollowers(db, publish, row);
  return row;
}

const VERB: Record<SignalTransition['to'], string> = {
  active: 'activated (only a pending signal can be)',
  closed: 'closed (only an active signal can be)',
  cancelled: 'cancelled (only a pending or active signal can be)',
};

/** Activates, closes or cancels a signal, if its status allows it. */
export async function moveSignal(
  db: Db,
  publish: PublishLive,
  id: number,
  transition: SignalTransition,
): Promise<SignalRow> {
  const before = await findSignal(db, id);
  if (!before) throw new UnknownSignalError(id);
  const row = await transitionSignal(db, id, transition);
  if (!row) {
    throw new SignalTransitionError(
      `Signal ${id} is ${before.status}: it cannot be ${VERB[transition.to]}`,
    );
  }
  await announceSignal(db, publish, 'signal.updated', row);
  return row;
}
