import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, stringFlag } from '../../cli/args';
import { describeUser } from './describe-user';
import { adminCreateUser } from './admin-actions';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, USERNAME_PATTERN } from '@savdo/contract';

export const createUserCommand: AdminCommand = {
  name: 'create-user',
  summary: 'create a user (password of at least 6 characters)',
  usage:
    'create-user --email <email> --password <password> --first-name <name> --last-name <name> ' +
    '[--username <name>] [--role user|admin] [--verified]',
  async run(args, { db, out }) {
    const p = parse(args, {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      username: { type: 'string' },
      role: { type: 'string' },
      verified: { type: 'boolean' },
    });
    const email = stringFlag(p, 'email');
    const password = stringFlag(p, 'password');
    const username = stringFlag(p, 'username');
    const role = stringFlag(p, 'role') ?? 'user';
    if (!email || !new RegExp(EMAIL_PATTERN).test(email))
      throw new UsageError('--email must be a valid email');
    if (!password || password.length < PASSWORD_MIN_LENGTH) {
      throw new UsageError(`--password must have at least ${PASSWORD_MIN_LENGTH} characters`);
    }
    if (username && !new RegExp(USERNAME_PATTERN).test(username)) {
      throw new UsageError('--username must be 3 to 30 letters, digits, _ or .');
    }
    if (role !== 'user' && role !== 'admin') throw new UsageError('--role must be user or admin');
    const user = await adminCreateUser(db, {
      email,
      password,
      first_name: stringFlag(p, 'first-name') ?? '',
      last_name: stringFlag(p, 'last-name') ?? '',
      username,
      role,
      is_verified: p.values.verified === true,
    });
    out(`created ${describeUser(user)}`);
  },
};
