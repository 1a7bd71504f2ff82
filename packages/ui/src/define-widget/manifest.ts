// The metadata a widget declares once and defineWidget reads: which attributes map to which
// props (and how they convert), which properties take objects or callbacks, which events,
// parts and CSS properties it has. scripts/custom-elements.mjs turns the same objects into
// custom-elements.json, so the documentation cannot drift from the element.

/** How an attribute's text becomes a prop value (see attribute-values.ts). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec<P> {
  /** The prop it sets; also a property of the element under the same name. */
  prop: keyof P & string;
  type: AttributeType;
  description: string;
  /** Allowed values, for documentation and editor hints. */
  values?: readonly string[];
  /** The default the component applies when the attribute is absent (documentation). */
  default?: string;
}

export interface PropertySpec {
  /** The TypeScript type, as text, for documentation. */
  type: string;
  description: string;
}

export interface EventSpec {
  description: string;
  /** The TypeScript type of `event.detail`, as text. */
  detail?: string;
}

export type WidgetTagName = `savdo-${string}`;
export type WidgetEventName = `savdo-${string}`;

export interface WidgetOptions<P> {
  /** One sentence: what the element shows. */
  description?: string;
  attributes?: Readonly<Record<string, AttributeSpec<P>>>;
  /** Properties for objects and callbacks (props that have no attribute). */
  properties?: Readonly<Partial<Record<keyof P & string, PropertySpec>>>;
  events?: Readonly<Record<WidgetEventName, EventSpec>>;
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

/** A widget's options with its tag name: what a widget folder's manifest.ts exports. */
export interface WidgetManifest<P> extends WidgetOptions<P> {
  tagName: WidgetTagName;
  description: string;
}

/** Identity helper that checks a manifest against the component's props. */
export function widgetManifest<P>(manifest: WidgetManifest<P>): WidgetManifest<P> {
  return manifest;
}

/** Attributes every widget has, handled by defineWidget itself. */
export const BUILT_IN_ATTRIBUTES = {
  lang: {
    type: 'string',
    values: ['uz', 'ru', 'en'],
    description:
      "Interface language of this element. Defaults to the page's saved choice (i18nextLng), else uz.",
  },
  theme: {
    type: 'string',
    values: ['light', 'dark', 'system'],
    description:
      "Colour theme of this element. Defaults to the page's saved choice (vite-ui-theme), else system.",
  },
} as const;

/** Events every widget dispatches. */
export const BUILT_IN_EVENTS: Readonly<Record<WidgetEventName, EventSpec>> = {
  'savdo-ready': { description: 'The element rendered for the first time.' },
  'savdo-error': {
    description: 'The widget failed and shows its error state instead.',
    detail: '{ message: string }',
  },
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
