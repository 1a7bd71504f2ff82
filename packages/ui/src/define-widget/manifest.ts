// The one source of a widget's element contract: its tag, typed attributes (each with how its
// text becomes a prop value, and its default), properties, a typed event map, parts and CSS
// properties. defineWidget reads it to coerce attributes into typed props; the component's
// props are checked against it at compile time; scripts/custom-elements.mjs turns the same
// object into custom-elements.json and the HTMLElementTagNameMap / JSX typings, so neither the
// documentation nor the typings can drift from the element. See decision 0140.

/** How an attribute's text becomes a prop value (see attribute-values.ts). */
export type AttributeType = 'string' | 'enum' | 'number' | 'boolean' | 'json';

interface AttributeBase {
  description: string;
  /**
   * Documentation only: the default the component works out itself when the attribute is
   * absent (e.g. "<api origin>/auth"). A `default` value, by contrast, is applied here.
   */
  defaultNote?: string;
}

export interface StringAttribute extends AttributeBase {
  type: 'string';
  default?: string;
}

/** One of `values`; any other text (or none) falls back to `default` (or undefined). */
export interface EnumAttribute<V extends string = string> extends AttributeBase {
  type: 'enum';
  values: readonly V[];
  default?: NoInfer<V>;
}

/** Finite numbers only; other text falls back to `default` (or undefined). */
export interface NumberAttribute extends AttributeBase {
  type: 'number';
  default?: number;
}

/**
 * Present (bare, or any value but "false") is true; absent is `default` (false unless
 * declared: HTML's rule; a `true` default is turned off with the value "false").
 */
export interface BooleanAttribute extends AttributeBase {
  type: 'boolean';
  default?: boolean;
}

/** JSON text, checked by `parse` (page markup is untrusted); anything else gives `default`. */
export interface JsonAttribute<T = unknown> extends AttributeBase {
  type: 'json';
  parse: (value: unknown) => T | undefined;
  /** The TypeScript type, as text, for documentation. */
  typeText: string;
  default?: T;
}

export type AttributeSpec =
  StringAttribute | EnumAttribute | NumberAttribute | BooleanAttribute | JsonAttribute;

/** A property for objects and callbacks (no attribute). `T` is its type, carried by property(). */
export interface PropertySpec<T = unknown> {
  /** The TypeScript type, as text, for documentation. */
  type: string;
  description: string;
  /** Type carrier only (never set): the prop's TypeScript type. */
  readonly valueType?: (value: T) => void;
}

/** An event. `D` is the type of `event.detail`, carried by event(). */
export interface EventSpec<D = unknown> {
  description: string;
  /** The TypeScript type of `event.detail`, as text, for documentation. */
  detail?: string;
  /** Type carrier only (never set): the detail's TypeScript type. */
  readonly detailType?: (detail: D) => void;
}

export type WidgetTagName = `savdo-${string}`;
export type WidgetEventName = `savdo-${string}`;

export interface WidgetOptions {
  /** One sentence: what the element shows. */
  description?: string;
  attributes?: Readonly<Record<string, AttributeSpec>>;
  /** Properties for objects and callbacks (props that have no attribute). */
  properties?: Readonly<Record<string, PropertySpec<never>>>;
  events?: Readonly<Record<WidgetEventName, EventSpec<never>>>;
  /** `part` names of key nodes, with what each is. */
  parts?: Readonly<Record<string, string>>;
  /** Widget-specific `--savdo-*` properties beyond the shared theme tokens. */
  cssProperties?: Readonly<Record<`--savdo-${string}`, string>>;
  shadow?: { delegatesFocus?: boolean };
  /** How the element sits in the page; `inline-block` for small controls (default block). */
  display?: 'block' | 'inline-block';
  /** Render core's toasts inside this element (only for widgets that raise toasts). */
  toaster?: boolean;
  /** Version of the defining code; defaults to the platform version. */
  version?: string;
}

/** What a widget folder's manifest.ts exports: the options with the tag, declared once. */
export interface WidgetManifest extends WidgetOptions {
  tagName: WidgetTagName;
  description: string;
}

// ---- Types derived from a manifest ------------------------------------------------------

/** `hide-title` -> `hideTitle` (the same rule as attributeToPropName). */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The value type an attribute spec yields. */
export type AttributeValue<A> = A extends { type: 'enum'; values: readonly (infer V)[] }
  ? V
  : A extends { type: 'number' }
    ? number
    : A extends { type: 'boolean' }
      ? boolean
      : A extends { type: 'json'; parse: (value: unknown) => infer T }
        ? Exclude<T, undefined>
        : string;

/** A boolean or an attribute with a default always has a value; others may be undefined. */
type AttributeProp<A> = A extends { type: 'boolean' } | { default: NonNullable<unknown> }
  ? AttributeValue<A>
  : AttributeValue<A> | undefined;

type AttributesOf<M> = M extends { attributes: infer A } ? A : Record<never, never>;
type PropertiesOf<M> = M extends { properties: infer P } ? P : Record<never, never>;

/** The props the attributes give, keyed by prop name. */
export type AttributeProps<M> = {
  -readonly [K in keyof AttributesOf<M> & string as CamelCase<K>]: AttributeProp<
    AttributesOf<M>[K]
  >;
};

/** The props the object/callback properties give (unset until the page sets them). */
export type PropertyProps<M> = {
  -readonly [K in keyof PropertiesOf<M>]?: PropertiesOf<M>[K] extends PropertySpec<infer T>
    ? T
    : never;
};

/** The props defineWidget passes to the component of manifest `M`. */
export type ElementProps<M> = AttributeProps<M> & PropertyProps<M>;

/** Event name -> detail type, from a manifest's events. */
export type WidgetEvents<M> = M extends { events: infer E }
  ? { -readonly [K in keyof E]: E[K] extends EventSpec<infer D> ? D : never }
  : Record<never, never>;

/** Checks at compile time that each enum default is one of its values. */
type CheckedAttributes<A> = {
  [K in keyof A]: A[K] extends { type: 'enum'; values: readonly (infer V)[] }
    ? A[K] & { default?: V }
    : A[K];
};

/**
 * Identity helper: infers the exact manifest (literal tag, enum values, property and event
 * types) so defineWidget and the typings can read them. No `as const` needed.
 */
export function widgetManifest<const M extends WidgetManifest>(
  manifest: M & { attributes?: CheckedAttributes<M['attributes']> },
): M {
  return manifest;
}

/** A property of type `T` (objects and callbacks set from script). */
export function property<T>(spec: { type: string; description: string }): PropertySpec<T> {
  return spec;
}

/** An event whose `detail` is `D` (or none): checks emit() and documents the detail. */
export function event<D = undefined>(
  spec: [D] extends [undefined]
    ? { description: string; detail?: undefined }
    : { description: string; detail: string },
): EventSpec<D> {
  return spec;
}

// ---- Built-ins ----------------------------------------------------------------------------

/** Attributes every widget has, handled by defineWidget itself. */
export const BUILT_IN_ATTRIBUTES = {
  lang: {
    type: 'enum',
    values: ['uz', 'ru', 'en'],
    description:
      "Interface language of this element. Defaults to the page's saved choice (i18nextLng), else uz.",
  },
  theme: {
    type: 'enum',
    values: ['light', 'dark', 'system'],
    description:
      "Colour theme of this element. Defaults to the page's saved choice (vite-ui-theme), else system.",
  },
} as const satisfies Record<string, EnumAttribute>;

/** Events every widget dispatches. */
export const BUILT_IN_EVENTS = {
  'savdo-ready': event({ description: 'The element rendered for the first time.' }),
  'savdo-error': event<{ message: string }>({
    description: 'The widget failed and shows its error state instead.',
    detail: '{ message: string }',
  }),
};

/** Parts every widget exposes. */
export const BUILT_IN_PARTS: Readonly<Record<string, string>> = {
  root: 'The themed container of the whole widget.',
};

/** Parts of a widget that opens a Modal: spread them into its manifest's parts. */
export const MODAL_PARTS: Readonly<Record<string, string>> = {
  backdrop: 'The dimmed layer behind an open dialog.',
  dialog: 'An open dialog.',
};

/** The part of a widget with `toaster: true` (added to custom-elements.json automatically). */
export const TOASTER_PARTS: Readonly<Record<string, string>> = {
  toaster: 'The notification region.',
};
