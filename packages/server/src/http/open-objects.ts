/**
 * Finds the objects of a JSON schema that accept keys they do not name: an object schema is
 * closed when it says `additionalProperties: false`; a map (Type.Record) is closed when, besides
 * that, its key pattern is not a catch-all. Used by the test that holds every request body closed
 * (docs/decisions/0275-closed-request-schemas.md).
 */
type SchemaNode = Record<string, unknown>;

const CATCH_ALL = new Set(['^.*$', '^(.*)$', '.*', '^[\\s\\S]*$']);

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOpenObject(node: SchemaNode): boolean {
  const isObject =
    node.type === 'object' || isNode(node.properties) || isNode(node.patternProperties);
  if (!isObject) return false;
  if (node.additionalProperties !== false) return true;
  return isNode(node.patternProperties)
    ? Object.keys(node.patternProperties).some((pattern) => CATCH_ALL.has(pattern))
    : false;
}

/** The dotted paths ('' for the root) of every open object in the schema, nested ones too. */
export function openObjectPaths(schema: unknown, path = ''): string[] {
  if (!isNode(schema)) return [];
  const found: string[] = isOpenObject(schema) ? [path || '(body)'] : [];
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (isNode(schema.properties)) {
    for (const [key, child] of Object.entries(schema.properties)) {
      found.push(...openObjectPaths(child, join(key)));
    }
  }
  if (isNode(schema.patternProperties)) {
    for (const child of Object.values(schema.patternProperties)) {
      found.push(...openObjectPaths(child, join('*')));
    }
  }
  if (isNode(schema.additionalProperties)) {
    found.push(...openObjectPaths(schema.additionalProperties, join('*')));
  }
  if (isNode(schema.items)) found.push(...openObjectPaths(schema.items, join('[]')));
  if (Array.isArray(schema.items)) {
    schema.items.forEach((item, i) => found.push(...openObjectPaths(item, join(`[${i}]`))));
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) {
      for (const member of members) found.push(...openObjectPaths(member, path));
    }
  }
  return found;
}
