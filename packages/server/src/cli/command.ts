/** The shape of one admin command; each lives in its own file under commands/. */
import type { Db } from '../db/adapter';

export interface CommandContext {
  db: Db;
  /** Where the command writes its answer (stdout in the real CLI, a buffer in tests). */
  out: (line: string) => void;
}

export interface AdminCommand {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], ctx: CommandContext): Promise<void>;
}

/** A mistake in the command line: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

/** The command ran and found something wrong (a check that failed): message, exit code 1. */
export class CommandFailure extends Error {}
