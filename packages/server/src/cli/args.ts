/** Small helpers to read `--flag value` and positional arguments of admin commands. */
import { parseArgs } from 'node:util';
import { UsageError } from './command';

export interface ParsedArgs {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
}

export function parse(
  args: string[],
  options: Record<string, { type: 'string' | 'boolean' }>,
): ParsedArgs {
  try {
    const { positionals, values } = parseArgs({
      args,
      options,
      allowPositionals: true,
      strict: true,
    });
    return { positionals, values: values as ParsedArgs['values'] };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function positional(parsed: ParsedArgs, index: number, name: string): string {
  const value = parsed.positionals[index];
  if (!value) throw new UsageError(`missing <${name}>`);
  return value;
}

export function stringFlag(parsed: ParsedArgs, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}
