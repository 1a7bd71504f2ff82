/**
 * set-role, ban/unban, activate/deactivate, verify-email: one command each, all addressing a
 * user by id, username or email.
 */
import type { Role } from '@savdo/contract';
import type { AdminCommand, CommandContext } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional } from '../../cli/args';
import { describeUser } from './describe-user';
import type { UserRow } from './repository';
import { resolveUser, setActive, setBanned, setRole, verifyEmail } from './admin-actions';

function userCommand(
  name: string,
  summary: string,
  action: (ctx: CommandContext, user: UserRow) => Promise<UserRow>,
): AdminCommand {
  return {
    name,
    summary,
    usage: `${name} <user id | username | email>`,
    async run(args, ctx) {
      const user = await resolveUser(ctx.db, positional(parse(args, {}), 0, 'user'));
      ctx.out(`${name}: ${describeUser(await action(ctx, user))}`);
    },
  };
}

export const banCommand = userCommand(
  'ban',
  'ban a user (they see only /ban)',
  ({ db, publish }, u) => setBanned(db, u, true, publish),
);
export const unbanCommand = userCommand('unban', 'lift a ban', ({ db }, u) =>
  setBanned(db, u, false),
);
export const activateCommand = userCommand('activate', 'activate an account', ({ db }, u) =>
  setActive(db, u, true),
);
export const deactivateCommand = userCommand(
  'deactivate',
  'deactivate an account (the user is told to contact the admin)',
  ({ db, publish }, u) => setActive(db, u, false, publish),
);
export const verifyEmailCommand = userCommand(
  'verify-email',
  "mark a user's email verified",
  ({ db }, u) => verifyEmail(db, u),
);

export const setRoleCommand: AdminCommand = {
  name: 'set-role',
  summary: 'set the role of a user (user or admin)',
  usage: 'set-role <user id | username | email> <user|admin>',
  async run(args, { db, out }) {
    const p = parse(args, {});
    const user = await resolveUser(db, positional(p, 0, 'user'));
    const role = positional(p, 1, 'role');
    if (role !== 'user' && role !== 'admin') throw new UsageError('role must be user or admin');
    out(`set-role: ${describeUser(await setRole(db, user, role as Role))}`);
  },
};
