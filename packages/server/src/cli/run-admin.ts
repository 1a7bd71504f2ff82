/**
 * Runs one admin command against an open database; answers the process exit code. The commands
 * are those of every feature of features/index.ts, in that order.
 */
import pino from 'pino';
import type { Db } from '../db/adapter';
import { DomainError } from '../domain-errors';
import { CommandFailure, UsageError, type AdminCommand } from './command';
import { serverFeatures } from '../features/index';
import { liveAudiences } from '../features/live-audiences';
import { createLiveService } from '../live/publisher';
import { appendAudit } from '../features/admin';

/**
 * A command's row in the audit log: the command line has no account, so the actor is the
 * operating-system user; what changed is what the command printed (decision 0294).
 */
async function auditCommand(db: Db, name: string, args: string[], printed: string[]) {
  await appendAudit(
    db,
    { id: null, name: `cli:${process.env.USER ?? 'unknown'}`, via: 'cli' },
    {
      action: name,
      entity: name.split('-')[0] ?? name,
      entityId: args.find((arg) => !arg.startsWith('--')) ?? null,
      before: null,
      // Not the arguments (one may be a password), and no key a command printed.
      after: { printed: printed.map((line) => line.replace(/\bkey \S+/g, 'key [redacted]')) },
    },
  );
}

export const adminCommands: AdminCommand[] = serverFeatures.flatMap((f) => [
  ...(f.adminCommands ?? []),
]);

export function helpText(commands: AdminCommand[] = adminCommands): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'Savdo admin command line',
    '',
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `npm run admin -- <command> --help` for the arguments of one command.',
    "The database is the server's: DATABASE_URL, or the embedded one in .data/pglite.",
  ].join('\n');
}

export async function runAdmin(
  argv: string[],
  openDb: () => Promise<Db>,
  out: (line: string) => void,
  err: (line: string) => void,
  /** The commands to offer; default: every feature's (a test may add its own). */
  commands: readonly AdminCommand[] = adminCommands,
): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(helpText([...commands]));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    err(`Unknown command: ${name}\n\n${helpText([...commands])}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    out(`${command.summary}\n\nUsage: npm run admin -- ${command.usage}`);
    return 0;
  }
  const db = await openDb();
  try {
    // Events go out through the database (NOTIFY): running servers deliver them at once.
    const live = createLiveService(db, pino({ level: 'warn' }), liveAudiences);
    const printed: string[] = [];
    await command.run(args, {
      db,
      out: (line) => {
        printed.push(line);
        out(line);
      },
      publish: live.publish.bind(live),
    });
    if (!command.readOnly) await auditCommand(db, command.name, args, printed);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${name}: ${error.message}\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    // An unknown user, a balance too low, a name taken...: the message says what to fix.
    if (error instanceof DomainError || error instanceof CommandFailure) {
      err(`${name}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
