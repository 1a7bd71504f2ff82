// Attribute text to prop values: the conversions defineWidget applies (and where it differs
// from r2wc: removal clears, a bare boolean attribute is true).
import { describe, expect, it } from 'vitest';
import { attributeToPropName, attributeToValue, coerceAttribute } from '@savdo/ui';

describe('attributeToValue', () => {
  it('a bare boolean attribute (empty value) is true', () => {
    expect(attributeToValue('boolean', '')).toBe(true);
  });

  it('a removed boolean attribute is false', () => {
    expect(attributeToValue('boolean', null)).toBe(false);
  });

  it('a boolean attribute reading "false" is false, any other value true', () => {
    expect(attributeToValue('boolean', 'false')).toBe(false);
    expect(attributeToValue('boolean', ' FALSE ')).toBe(false);
    expect(attributeToValue('boolean', 'true')).toBe(true);
    expect(attributeToValue('boolean', 'compact')).toBe(true);
  });

  it('a removed string, number or json attribute clears the prop (undefined)', () => {
    expect(attributeToValue('string', null)).toBeUndefined();
    expect(attributeToValue('number', null)).toBeUndefined();
    expect(attributeToValue('json', null)).toBeUndefined();
  });

  it('strings pass through unchanged, including the empty string', () => {
    expect(attributeToValue('string', 'EURUSD')).toBe('EURUSD');
    expect(attributeToValue('string', '')).toBe('');
  });

  it('numbers parse; empty or non-numeric text is undefined, never NaN', () => {
    expect(attributeToValue('number', '20')).toBe(20);
    expect(attributeToValue('number', '-1.5')).toBe(-1.5);
    expect(attributeToValue('number', '')).toBeUndefined();
    expect(attributeToValue('number', 'abc')).toBeUndefined();
    expect(attributeToValue('number', 'Infinity')).toBeUndefined();
  });

  it('json parses objects and arrays; malformed JSON is undefined, not an exception', () => {
    expect(attributeToValue('json', '{"impact":["high"]}')).toEqual({ impact: ['high'] });
    expect(attributeToValue('json', '[1,2]')).toEqual([1, 2]);
    expect(attributeToValue('json', '{oops')).toBeUndefined();
  });
});

describe('attributeToPropName', () => {
  it('turns kebab-case attribute names into camelCase props', () => {
    expect(attributeToPropName('date-filter')).toBe('dateFilter');
    expect(attributeToPropName('sign-in-href')).toBe('signInHref');
    expect(attributeToPropName('compact')).toBe('compact');
  });
});

describe('coerceAttribute (the manifest rules on top)', () => {
  const tab = {
    type: 'enum',
    values: ['all', 'crypto'],
    default: 'all',
    description: 'A tab.',
  } as const;

  it('an enum keeps a listed value; anything else, or none, is the default', () => {
    expect(coerceAttribute(tab, 'crypto')).toBe('crypto');
    expect(coerceAttribute(tab, 'stocks')).toBe('all');
    expect(coerceAttribute(tab, '')).toBe('all');
    expect(coerceAttribute(tab, null)).toBe('all');
  });

  it('an enum without a default is undefined for a value it does not list', () => {
    const status = { type: 'enum', values: ['open'], description: 'A status.' } as const;
    expect(coerceAttribute(status, 'closed')).toBeUndefined();
  });

  it('a number that does not parse falls back to its default', () => {
    const limit = { type: 'number', default: 5, description: 'At most.' } as const;
    expect(coerceAttribute(limit, '3')).toBe(3);
    expect(coerceAttribute(limit, 'many')).toBe(5);
  });

  it('a string with a default treats empty as the default; without one, empty stays', () => {
    const href = { type: 'string', default: '/auth', description: 'A link.' } as const;
    expect(coerceAttribute(href, '')).toBe('/auth');
    expect(coerceAttribute({ type: 'string', description: 'Text.' }, '')).toBe('');
  });

  it('json goes through parse: a shape it rejects is the default', () => {
    const ids = {
      type: 'json',
      typeText: 'number[]',
      parse: (v: unknown) =>
        Array.isArray(v) && v.every((n) => typeof n === 'number') ? v : undefined,
      description: 'Ids.',
    } as const;
    expect(coerceAttribute(ids, '[1,2]')).toEqual([1, 2]);
    expect(coerceAttribute(ids, '["a"]')).toBeUndefined();
    expect(coerceAttribute(ids, '{oops')).toBeUndefined();
  });
});
