/**
 * Readable messages for a TypeBox check that failed, one per field, shared by the server (its
 * 400 answers) and the browser's forms, so both say the same thing: a schema field may name its
 * own message (`errorMessage`, e.g. 'Please enter a valid email address'), and one for its
 * pattern alone (`patternMessage`); otherwise one is made from the failed rule.
 */
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { VALIDATION_MESSAGES } from './messages';

/** One failed field: `field` is the dotted path ('' for the whole input). */
export interface FieldError {
  schemaPath: string;
  instancePath: string;
  field: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

/** One failure as TypeBox reports it. */
export interface RawError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

type SchemaNode = Record<string, unknown>;

function childSchema(schema: SchemaNode | undefined, key: string): SchemaNode | undefined {
  if (!schema) return undefined;
  const props = schema.properties as Record<string, SchemaNode> | undefined;
  if (props && key in props) return props[key];
  if (schema.items && typeof schema.items === 'object') return schema.items as SchemaNode;
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return schema.additionalProperties as SchemaNode;
  }
  return undefined;
}

function schemaAt(root: SchemaNode, segments: string[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const segment of segments) node = childSchema(node, segment);
  return node;
}

/** The schema's own message, or that of a union member (a nullable field: `T | null`). */
function customMessage(node: SchemaNode | undefined): string | null {
  if (!node) return null;
  if (typeof node.errorMessage === 'string') return node.errorMessage;
  const members = (node.anyOf ?? node.oneOf) as SchemaNode[] | undefined;
  for (const member of members ?? []) {
    if (typeof member.errorMessage === 'string') return member.errorMessage;
  }
  return null;
}

function segmentsOf(instancePath: string): string[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function typeName(type: unknown): string {
  const names: Record<string, string> = {
    string: 'a text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'empty',
  };
  return typeof type === 'string' ? (names[type] ?? type) : 'of another type';
}

function describe(error: RawError, label: string): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'minLength':
      return `${label} must be at least ${String(limit)} characters`;
    case 'maxLength':
      return `${label} must be at most ${String(limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label} must be at least ${String(limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label} must be at most ${String(limit)}`;
    case 'type':
      return `${label} must be ${typeName(error.params.type)}`;
    case 'minItems':
      return `${label} must have at least ${String(limit)} items`;
    case 'maxItems':
      return `${label} must have at most ${String(limit)} items`;
    case 'additionalProperties':
      return `${label} is not a known field`;
    default:
      return `${label} has an invalid value`;
  }
}

/** Turns TypeBox errors into one readable error per field (the first failure of each). */
export function readableErrors(schema: TSchema, raw: RawError[]): FieldError[] {
  const root = schema as unknown as SchemaNode;
  const byField = new Map<string, FieldError>();
  const add = (instancePath: string, error: RawError, missing: boolean) => {
    const segments = segmentsOf(instancePath);
    const field = segments.join('.');
    if (byField.has(field)) return;
    const node = schemaAt(root, segments);
    const custom = customMessage(node);
    const label = field || 'The request';
    let message: string;
    if (missing) message = VALIDATION_MESSAGES.required;
    // A field may word its pattern failure apart from its other rules (`patternMessage`).
    else if (error.keyword === 'pattern' && typeof node?.patternMessage === 'string') {
      message = node.patternMessage;
    } else if (custom) message = custom;
    else if (!field && error.keyword === 'type') message = 'The request must be a JSON object';
    else message = describe(error, label);
    byField.set(field, {
      instancePath,
      schemaPath: '',
      field,
      keyword: error.keyword,
      message,
      params: error.params,
    });
  };
  for (const error of raw) {
    if (error.keyword === 'required') {
      const names = (error.params.requiredProperties as string[] | undefined) ?? [];
      for (const name of names) add(`${error.instancePath}/${name}`, error, true);
    } else if (error.keyword === 'additionalProperties') {
      const names = (error.params.additionalProperties as string[] | undefined) ?? [];
      for (const name of names) add(`${error.instancePath}/${name}`, error, false);
    } else if (error.keyword !== 'boolean') {
      add(error.instancePath, error, false);
    }
  }
  // Fields in the order the schema (and so the form) lists them: the first is the message.
  const order = Object.keys((root.properties as Record<string, unknown> | undefined) ?? {});
  const rank = (e: FieldError) => {
    const i = order.indexOf(e.field.split('.')[0] ?? '');
    return i === -1 ? order.length : i;
  };
  return [...byField.values()].sort((a, b) => rank(a) - rank(b));
}

/**
 * What a form shows before it sends: each failed field's message, by the field's top-level
 * name ('' for the whole value). Empty when the value passes the schema.
 */
export function formErrors(schema: TSchema, value: unknown): Record<string, string> {
  if (Value.Check(schema, value)) return {};
  const errors = readableErrors(schema, [...Value.Errors(schema, value)] as unknown as RawError[]);
  const byField: Record<string, string> = {};
  for (const error of errors) {
    const field = error.field.split('.')[0] ?? '';
    byField[field] ??= error.message;
  }
  return byField;
}
