/**
 * chat-delete, chat-mute, chat-unmute, chat-mutes: moderation on the admin command line (the
 * same service as the admin API; a deletion reaches open chats live through the database).
 */
import { CHAT_MUTE_MAX_MINUTES } from '@savdo/contract';
import { parse, positional, stringFlag } from '../../cli/args';
import { UsageError, type AdminCommand } from '../../cli/command';
import { findUserByLogin } from '../users';
import { listMutes } from './repository';
import { muteUser, removeMessage, unmuteUser } from './service';

function positiveInteger(text: string, name: string, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value) || value < 1 || value > max)
    throw new UsageError(`<${name}> must be a whole number from 1 to ${max}`);
  return value;
}

async function userIdOf(db: Parameters<AdminCommand['run']>[1]['db'], login: string) {
  const user = await findUserByLogin(db, login);
  if (!user) throw new UsageError(`no user ${login}`);
  return user;
}

export const chatDeleteCommand: AdminCommand = {
  name: 'chat-delete',
  summary: 'delete a chat message and its images (open chats drop it live)',
  usage: 'chat-delete <message id>',
  async run(args, { db, publish, out }) {
    const id = positiveInteger(positional(parse(args, {}), 0, 'message id'), 'message id');
    const deleted = await removeMessage(db, publish, id);
    out(`deleted message #${deleted.message_id} from ${deleted.conversation_id}`);
  },
};

export const chatMuteCommand: AdminCommand = {
  name: 'chat-mute',
  summary: 'mute a user in the chat for some minutes',
  usage: `chat-mute <username|email> <minutes 1-${CHAT_MUTE_MAX_MINUTES}> [--reason TEXT]`,
  async run(args, { db, out }) {
    const p = parse(args, { reason: { type: 'string' } });
    const user = await userIdOf(db, positional(p, 0, 'username|email'));
    const minutes = positiveInteger(positional(p, 1, 'minutes'), 'minutes', CHAT_MUTE_MAX_MINUTES);
    const mute = await muteUser(db, {
      userId: user.id,
      minutes,
      reason: stringFlag(p, 'reason') ?? null,
      by: null,
    });
    out(`${user.username} is muted until ${mute.until}`);
  },
};

export const chatUnmuteCommand: AdminCommand = {
  name: 'chat-unmute',
  summary: "end a user's chat mute",
  usage: 'chat-unmute <username|email>',
  async run(args, { db, out }) {
    const user = await userIdOf(db, positional(parse(args, {}), 0, 'username|email'));
    await unmuteUser(db, user.id);
    out(`${user.username} may write in the chat again`);
  },
};

export const chatMutesCommand: AdminCommand = {
  name: 'chat-mutes',
  readOnly: true,
  summary: 'list the chat mutes in force',
  usage: 'chat-mutes',
  async run(_args, { db, out }) {
    const mutes = await listMutes(db);
    out(`${mutes.length} muted`);
    for (const m of mutes)
      out(`  ${m.username} until ${m.until.toISOString()}${m.reason ? `: ${m.reason}` : ''}`);
  },
};
