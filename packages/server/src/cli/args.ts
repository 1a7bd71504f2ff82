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

/** The positional argument at `index`, a positive whole number (an id). */
export function idOf(parsed: ParsedArgs, index = 0, name = 'id'): number {
  const text = positional(parsed, index, name);
  const id = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(`<${name}> must be a positive whole number`);
  return id;
}

/** `--name <n>`, a whole number, when given. */
export function wholeFlag(parsed: ParsedArgs, name: string): number | undefined {
  const text = stringFlag(parsed, name);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number`);
  return Number(text);
}

/** An amount of UZS as the command line prints it: `1 250 000`. */
export const uzs = (n: number): string => n.toLocaleString('en-US').replace(/,/g, ' ');
