/**
 * Creating users. The username is derived from the email's local part (decision 3), or from a
 * Telegram username or id, and made unique with a number suffix.
 */
import type { Db, Queryable } from '../../db/adapter';
import { UNIQUE_VIOLATION, sqlState } from '../../db/adapter';
import { ValidationError } from '../../domain-errors';
import { insertUser, isUsernameTaken, type NewUser, type UserRow } from './repository';

/** Lower-case letters, digits, `_` and `.`, 3 to 30 characters (USERNAME_PATTERN). */
export function usernameBase(seed: string): string {
  let base = seed
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '_')
    .replace(/^[_.]+|[_.]+$/g, '')
    .slice(0, 24);
  if (base.length < 3) base = `${base}user`.replace(/^_+/, '');
  return base;
}

export async function uniqueUsername(q: Queryable, seed: string): Promise<string> {
  const base = usernameBase(seed);
  if (!(await isUsernameTaken(q, base))) return base;
  for (let n = 2; n < 1000; n += 1) {
    const candidate = `${base}${n}`;
    if (!(await isUsernameTaken(q, candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

export class EmailTakenError extends ValidationError {
  constructor() {
    const message = 'A user with this email already exists';
    super(message, { email: message });
  }
}

/**
 * Inserts a user with a unique username derived from `usernameSeed`. Two sign-ups racing for
 * the same username both succeed: the loser retries with the next free one. `also` runs in the
 * same transaction (the verification mail of a registration, F12): both commit, or neither.
 */
export async function createUser(
  db: Db,
  user: Omit<NewUser, 'username'>,
  usernameSeed: string,
  also?: (tx: Queryable, created: UserRow) => Promise<void>,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A unique violation aborts the transaction, so each attempt is a transaction of its own.
      return await db.transaction(async (tx) => {
        const username = await uniqueUsername(tx, usernameSeed);
        const created = await insertUser(tx, { ...user, username });
        if (also) await also(tx, created);
        return created;
      });
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
      const text = String((error as Error).message);
      if (text.includes('users_email_key')) throw new EmailTakenError();
      if (attempt >= 5) throw error;
    }
  }
}
