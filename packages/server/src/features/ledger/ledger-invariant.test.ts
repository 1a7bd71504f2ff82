// The check every test database runs as it closes (tests/kit/server/ledger-invariant.ts): a balance
// written behind the ledger's back fails the file, naming the user; an exempted user does not;
// a balance given through makeUser goes through the ledger and passes.
import { describe, expect, it } from 'vitest';
import { migrate } from '../../index';
import { makeUser, openTestDatabase } from '../../../../../tests/kit/server/helpers';
import {
  exemptFromLedgerCheck,
  ledgerDisagreements,
} from '../../../../../tests/kit/server/ledger-invariant';

describe('the ledger invariant checked at close', () => {
  it('a raw balance update fails close() naming the user; the database is closed anyway', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const fine = await makeUser({ db }, { balance: 40_000 });
    expect(fine.balance).toBe(40_000);
    const cheat = await makeUser({ db });
    await db.query('UPDATE users SET balance = 100 WHERE id = $1', [cheat.id]);
    expect(await ledgerDisagreements(db)).toEqual([{ user_id: cheat.id, balance: 100, ledger: 0 }]);
    await expect(db.close()).rejects.toThrow(`user ${cheat.id}: balance 100, ledger sum 0`);
    await expect(db.query('SELECT 1')).rejects.toThrow();
  });

  it('an exempted user is left out; a database without tables passes', async () => {
    const db = await openTestDatabase();
    await migrate(db);
    const user = await makeUser({ db });
    await db.query('UPDATE users SET balance = 5 WHERE id = $1', [user.id]);
    exemptFromLedgerCheck(db, user.id, 'this test breaks the invariant on purpose');
    await expect(db.close()).resolves.toBeUndefined();

    const empty = await openTestDatabase();
    await expect(empty.close()).resolves.toBeUndefined();
  });
});
