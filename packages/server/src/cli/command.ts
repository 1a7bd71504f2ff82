/**
 * The shape of one admin command; each feature keeps its own in `features/<feature>/admin.ts`
 * and lists them in its descriptor (features/index.ts gathers them).
 */
import type { Db } from '../db/adapter';
import type { PublishLive } from '../live/publisher';

export interface CommandContext {
  db: Db;
  /** Pushes a live event through the database, so running servers deliver it at once. */
  publish: PublishLive;
  /** Where the command writes its answer (stdout in the real CLI, a buffer in tests). */
  out: (line: string) => void;
}

export interface AdminCommand {
  name: string;
  summary: string;
  usage: string;
  /** The command only reads: it leaves no row in the audit log (every other one does). */
  readOnly?: true;
  run(args: string[], ctx: CommandContext): Promise<void>;
}

/** A mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

/** The command ran and found something wrong (a check that failed): message, exit code 1. */
export class CommandFailure extends Error {}
