// Attribute text to prop value. Unlike r2wc, a removed attribute (null) clears the prop
// (boolean: false), and a bare boolean attribute (`<x compact>`, value "") means true.
// coerceAttribute adds the manifest's rules on top: an enum value outside `values`, a number
// that does not parse or JSON that `parse` rejects falls back to the declared default, so a
// wrong attribute never reaches a component as an unchecked string.
import type {
  AttributeProps,
  AttributeSpec,
  AttributeType,
  AttributeValue,
  WidgetManifest,
} from './manifest';

/** The raw conversion of one attribute type, without defaults or checks. */
export function attributeToValue(type: AttributeType, text: string | null): unknown {
  if (type === 'boolean') return text !== null && text.trim().toLowerCase() !== 'false';
  if (text === null) return undefined;
  switch (type) {
    case 'number': {
      if (text.trim() === '') return undefined;
      const n = Number(text);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'json':
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    default:
      return text;
  }
}

/** The typed prop value of an attribute's text under its spec (default when unusable). */
export function coerceAttribute<A extends AttributeSpec>(
  spec: A,
  text: string | null,
): AttributeValue<A> | undefined {
  const raw = attributeToValue(spec.type, text);
  let value: unknown;
  switch (spec.type) {
    case 'boolean':
      return (text === null ? (spec.default ?? false) : raw) as AttributeValue<A>;
    case 'enum':
      value = (spec.values as readonly unknown[]).includes(raw) ? raw : undefined;
      break;
    case 'json':
      value = raw === undefined ? undefined : spec.parse(raw);
      break;
    default:
      // An empty string is a value, unless a default is declared: then it means "the default".
      value = raw === '' && spec.default !== undefined ? undefined : raw;
  }
  return (value ?? spec.default) as AttributeValue<A> | undefined;
}

/** `date-filter` -> `dateFilter`. */
export function attributeToPropName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Every attribute of a manifest read through `read` (an element's getAttribute, a URL's
 * search params): the typed props the component gets. Also what tests use to check coercion.
 */
export function coerceAttributes<M extends Pick<WidgetManifest, 'attributes'>>(
  manifest: M,
  read: (attribute: string) => string | null,
): AttributeProps<M> {
  const props: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(manifest.attributes ?? {})) {
    props[attributeToPropName(name)] = coerceAttribute(spec, read(name));
  }
  return props as AttributeProps<M>;
}
