// @vitest-environment node
// The embed build empties the widget manifests' documentation strings (packages/embed/strip-docs.mjs)
// and nothing else: names, types, values and defaults stay as they are.
import { describe, expect, it } from 'vitest';
import { stripDocStrings } from '../../../packages/embed/strip-docs.mjs';

describe('stripDocStrings', () => {
  it('empties description, defaultNote and detail literals, joined or not, in any quote', () => {
    const source = `const a = {
  type: 'enum',
  default: 'all',
  defaultNote: "tashkent (or the visitor's saved choice)",
  description:
    'Only events ' +
    "of this \\"impact\\".",
  events: { x: event({ description: \`Fired \${'now'}.\`, detail: '{ event: EconomicEvent }' }) },
};
interface B { description: string; detail?: string }`;
    expect(stripDocStrings(source)).toBe(`const a = {
  type: 'enum',
  default: 'all',
  defaultNote: '',
  description:
    '',
  events: { x: event({ description: '', detail: '' }) },
};
interface B { description: string; detail?: string }`);
  });
});
