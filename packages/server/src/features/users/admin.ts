/** users: find users by name or email; set-password: give a user a new password. */
import { PASSWORD_MIN_LENGTH } from '@savdo/contract';
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import { describeUser } from './describe-user';
import { searchUsers } from './repository';
import { resolveUser, setPassword } from './admin-actions';

export const listUsersCommand: AdminCommand = {
  name: 'users',
  readOnly: true,
  summary: 'list users, optionally matching a search text',
  usage: 'users [search] [--limit <n>]',
  async run(args, { db, out }) {
    const p = parse(args, { limit: { type: 'string' } });
    const limit = Math.min(Number(stringFlag(p, 'limit') ?? 50) || 50, 1000);
    const { rows, total } = await searchUsers(db, p.positionals[0] ?? '', limit, 0);
    for (const user of rows) out(describeUser(user));
    out(`${rows.length} of ${total} users`);
  },
};

export const setPasswordCommand: AdminCommand = {
  name: 'set-password',
  summary: "set a user's password (ends their sessions)",
  usage: 'set-password <user id | username | email> <password>',
  async run(args, { db, out }) {
    const p = parse(args, {});
    const user = await resolveUser(db, positional(p, 0, 'user'));
    const password = positional(p, 1, 'password');
    if (password.length < PASSWORD_MIN_LENGTH) {
      throw new UsageError(`the password must have at least ${PASSWORD_MIN_LENGTH} characters`);
    }
    out(`set-password: ${describeUser(await setPassword(db, user, password))}`);
  },
};
