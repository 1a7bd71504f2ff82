/**
 * Request validation with the TypeBox schemas of @savdo/contract, answering readable messages per
 * field: a schema field may name its own message (`errorMessage`, e.g. 'Please enter a valid email
 * address'), and one for its pattern alone (`patternMessage`); otherwise one is made from the
 * failed rule.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import { readableErrors, type FieldError, type RawError } from '@savdo/contract/readable-errors';
import { oncePerSchema } from './once-per-schema';

// The messages are the contract's, so the browser's forms say the same (readable-errors.ts).
export { readableErrors, type FieldError };

/**
 * Converts query, params and headers text to the schema's types, except that a whole-number
 * field given a text that is not a whole number keeps the text, so the check refuses it:
 * TypeBox would truncate "1500.5" to 1500, and an amount of money must never be rounded. A
 * nullable field (`Nullable(x)`) given an empty text is null: how a query clears a value.
 */
function keepFractions(schema: TSchema, value: unknown): unknown {
  const props = (schema as { properties?: Record<string, PropertyNode> }).properties;
  // Value.Convert changes its input in place: note the texts first.
  const kept = new Map<string, unknown>();
  if (props && typeof value === 'object' && value !== null) {
    for (const [key, prop] of Object.entries(props)) {
      const given = (value as Record<string, unknown>)[key];
      if (typeof given !== 'string') continue;
      if (prop.type === 'integer' && !/^[-+]?\d+$/.test(given.trim())) kept.set(key, given);
      const member = nonNullMember(prop);
      // An empty text clears a nullable field; TypeBox alone would read "" (or "0") as either.
      if (member) kept.set(key, given.trim() === '' ? null : keepFractions(member, given));
    }
  }
  const converted = Value.Convert(schema, value);
  if (kept.size === 0 || typeof converted !== 'object' || converted === null) return converted;
  return { ...(converted as Record<string, unknown>), ...Object.fromEntries(kept) };
}

interface PropertyNode extends TSchema {
  type?: unknown;
  anyOf?: PropertyNode[];
}

/** The other member of a `Nullable(x)` union, or undefined for any other schema. */
function nonNullMember(prop: PropertyNode): TSchema | undefined {
  const members = prop.anyOf;
  if (!members || members.length !== 2 || !members.some((m) => m.type === 'null')) return undefined;
  return members.find((m) => m.type !== 'null');
}

function isAllOptionalObject(schema: TSchema): boolean {
  const node = schema as { type?: unknown; required?: unknown[] };
  return node.type === 'object' && (node.required ?? []).length === 0;
}

const compiledCheck = oncePerSchema((schema: TSchema) => Compile(schema));

/**
 * Fastify validator compiler over TypeBox: query strings, params and headers are converted
 * (text to numbers and booleans) before checking; bodies are checked as sent.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = compiledCheck(schema);
  return (value: unknown) => {
    // A body whose every field is optional may be left out (an "optional body" in the contract).
    if (httpPart === 'body' && value == null && isAllOptionalObject(schema)) return { value: {} };
    const converted = httpPart === 'body' ? value : keepFractions(schema, value);
    if (check.Check(converted)) return { value: converted };
    const errors = readableErrors(schema, check.Errors(converted) as unknown as RawError[]);
    return { error: errors };
  };
};
