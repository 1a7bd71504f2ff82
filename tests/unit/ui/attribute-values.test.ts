// Attribute text to prop values: the conversions defineWidget applies (and where it differs
// from r2wc: removal clears, a bare boolean attribute is true).
import { describe, expect, it } from 'vitest';
import { attributeToPropName, attributeToValue } from '@savdo/ui';

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
