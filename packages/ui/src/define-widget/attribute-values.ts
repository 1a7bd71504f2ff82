// Attribute text to prop value. Unlike r2wc, a removed attribute (null) clears the prop
// (boolean: false), and a bare boolean attribute (`<x compact>`, value "") means true.
import type { AttributeType } from './manifest';

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

/** `date-filter` -> `dateFilter`. */
export function attributeToPropName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
