/**
 * Balance changes: each one is a ledger row written in the same transaction as the balance it
 * moves, and a debit that would take the balance below zero is refused (the insufficient-balance
 * message). Later features (purchases, payments) call `changeBalance` with their reference.
 */
import { insufficientBalanceMessage, type LedgerReason } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { ConflictError, PaymentRequiredError } from '../../domain-errors';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { currentBalance, insertLedgerEntry, moveBalance, type LedgerRow } from './repository';

/** A debit the balance does not cover: 402 with the insufficient-balance text and the shortfall. */
export class InsufficientBalanceError extends PaymentRequiredError {
  constructor(shortfall: number) {
    super(insufficientBalanceMessage(shortfall), shortfall);
  }
}

export class DuplicateReferenceError extends ConflictError {
  constructor(readonly reference: string) {
    super(`A ledger entry with reference ${reference} already exists`);
  }
}

/** A balance that changed, for the live `balance` event once the transaction commits. */
export interface BalanceMoved {
  userId: number;
  balance: number;
}

export interface BalanceChange {
  userId: number;
  /** Integer UZS: positive credits, negative debits. */
  amount: number;
  reason: string;
  /** The reason as a code with parameters, so the history is shown in the reader's language. */
  reasonCode?: LedgerReason | null;
  /** An external reference (payment or purchase id); each is applied at most once. */
  reference?: string | null;
}

/** Applies a change inside the caller's transaction. */
export async function changeBalanceIn(tx: Queryable, change: BalanceChange): Promise<LedgerRow> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) {
    throw new RangeError('amount must be a non-zero integer number of UZS');
  }
  const balance = await moveBalance(tx, change.userId, change.amount);
  if (balance === null) {
    const current = await currentBalance(tx, change.userId);
    if (current === null) throw new RangeError(`user ${change.userId} not found`);
    throw new InsufficientBalanceError(-change.amount - current);
  }
  try {
    return await insertLedgerEntry(tx, {
      userId: change.userId,
      amount: change.amount,
      balanceAfter: balance,
      reason: change.reason,
      reasonCode: change.reasonCode ?? null,
      reference: change.reference ?? null,
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION && change.reference) {
      throw new DuplicateReferenceError(change.reference);
    }
    throw error;
  }
}

/** Applies a change in its own transaction. */
export function changeBalance(db: Db, change: BalanceChange): Promise<LedgerRow> {
  return db.transaction((tx) => changeBalanceIn(tx, change));
}
