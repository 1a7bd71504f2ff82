// The builder's controls, generated from an element's manifest (the same object that types the
// element and writes custom-elements.json), so a new attribute gets its control without an edit
// here: an enum becomes a select, a boolean a switch, a number or string a field. JSON
// attributes are for scripts, not for a form. The built-in lang and theme come first.
import { BUILT_IN_ATTRIBUTES, type AttributeSpec, type WidgetManifest } from '@savdo/ui';

export type BuilderControl =
  | {
      kind: 'select';
      name: string;
      values: readonly string[];
      initial: string;
      description: string;
    }
  | { kind: 'switch'; name: string; initial: boolean; description: string }
  | { kind: 'number'; name: string; initial: string; description: string }
  | { kind: 'text'; name: string; initial: string; description: string };

function controlOf(name: string, spec: AttributeSpec): BuilderControl | null {
  switch (spec.type) {
    case 'enum':
      // An enum without a default starts at "" (the element works it out itself).
      return {
        kind: 'select',
        name,
        values: spec.values,
        initial: spec.default ?? '',
        description: spec.description,
      };
    case 'boolean':
      return {
        kind: 'switch',
        name,
        initial: spec.default ?? false,
        description: spec.description,
      };
    case 'number':
      return {
        kind: 'number',
        name,
        initial: spec.default === undefined ? '' : String(spec.default),
        description: spec.description,
      };
    case 'string':
      return { kind: 'text', name, initial: spec.default ?? '', description: spec.description };
    case 'json':
      return null;
  }
}

export function controlsOf(manifest: Pick<WidgetManifest, 'attributes'>): BuilderControl[] {
  const attributes: Record<string, AttributeSpec> = {
    ...BUILT_IN_ATTRIBUTES,
    ...(manifest.attributes ?? {}),
  };
  return Object.entries(attributes).flatMap(([name, spec]) => {
    const control = controlOf(name, spec);
    return control ? [control] : [];
  });
}

/** A control's value as the builder keeps it: text for fields and selects, a flag for switches. */
export type ControlValue = string | boolean;

export function initialValues(controls: readonly BuilderControl[]): Record<string, ControlValue> {
  return Object.fromEntries(controls.map((c) => [c.name, c.initial]));
}

/**
 * The attributes to write: only what differs from what the element does by itself, in the
 * controls' order; a switch on is a bare attribute (""), a switch whose default is on and is
 * turned off is "false" (the element's boolean rule).
 */
export function attributesToWrite(
  controls: readonly BuilderControl[],
  values: Readonly<Record<string, ControlValue>>,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const control of controls) {
    const value = values[control.name] ?? control.initial;
    if (control.kind === 'switch') {
      if (value === control.initial) continue;
      out.push([control.name, value === true ? '' : 'false']);
      continue;
    }
    const text = String(value).trim();
    if (text === '' || text === control.initial) continue;
    out.push([control.name, text]);
  }
  return out;
}
