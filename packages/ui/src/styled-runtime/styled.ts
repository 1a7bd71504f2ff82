// The part of styled-components' API our ui, widgets and host app use, for the production builds
// (decisions 0269, 0270): `styled.tag` and `styled(Component)` tagged templates with prop functions,
// `.attrs()`, `.withConfig({ shouldForwardProp })`, `css` fragments, `keyframes`, the `as` prop, transient
// `$props`, refs, and `StyleSheetManager` (the widget's shadow root, the CSP nonce, which props
// reach the DOM), and `createGlobalStyle` (rules written once, while the app lives). Types come
// from styled-components itself: the sources are checked against it.
import {
  createContext,
  createElement,
  forwardRef,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import { compileGlobal, compileKeyframes, compileRules, type Compiled } from './compile';
import { insertRules, setStyleNonce, type StyleRoot } from './sheets';

type Props = Record<string, unknown>;
type PropFilter = (prop: string) => boolean;
type Attrs = Props | ((props: Props) => Props);
export type Interpolation =
  | string
  | number
  | boolean
  | null
  | undefined
  | Fragment
  | Keyframes
  | readonly Interpolation[]
  | ((props: Props) => Interpolation);

/** `css` and template bodies: their strings and what is interpolated between them. */
class Fragment {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly Interpolation[],
  ) {}
}

const KEYFRAMES_ORDER = 0;

class Keyframes {
  constructor(readonly body: Fragment) {}
  /** Its name, with the rule inserted into `root`'s sheet. */
  nameIn(root: StyleRoot): string {
    const { name, rules } = compileKeyframes(cssText(this.body, {}, root));
    insertRules(root, KEYFRAMES_ORDER, rules);
    return name;
  }
}

// The two misuses below throw in development and in the tests; production builds (which
// replace NODE_ENV) leave the checks out of what partners' pages download.
function flatten(value: Interpolation, props: Props, root: StyleRoot): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (
    process.env.NODE_ENV !== 'production' &&
    (typeof value === 'function' || typeof value === 'object') &&
    INFO in value
  )
    throw new Error('styled runtime: a styled component cannot stand as a selector here');
  if (typeof value === 'function') return flatten(value(props), props, root);
  if (value instanceof Fragment) {
    let out = '';
    value.strings.forEach((text, i) => {
      out += text;
      if (i < value.values.length) out += flatten(value.values[i], props, root);
    });
    return out;
  }
  if (value instanceof Keyframes) return value.nameIn(root);
  if (Array.isArray(value)) return value.map((item) => flatten(item, props, root)).join('');
  if (process.env.NODE_ENV !== 'production' && typeof value === 'object')
    throw new Error('styled runtime: object styles are not supported; write CSS text');
  return String(value);
}

/**
 * A template's CSS, whitespace collapsed: goober's parser deletes runs of spaces (indentation)
 * rather than collapsing them, so `0  8px` would become `08px`.
 */
const cssText = (value: Interpolation, props: Props, root: StyleRoot): string =>
  flatten(value, props, root).replace(/\s+/g, ' ');

export function css(strings: TemplateStringsArray, ...values: Interpolation[]): Fragment {
  return new Fragment(strings, values);
}

export function keyframes(strings: TemplateStringsArray, ...values: Interpolation[]): Keyframes {
  return new Keyframes(new Fragment(strings, values));
}

interface StyleScope {
  root?: StyleRoot;
  shouldForwardProp?: PropFilter;
}

const ScopeContext = createContext<StyleScope>({});

export function StyleSheetManager({
  target,
  nonce,
  shouldForwardProp,
  children,
}: {
  target?: ShadowRoot | HTMLElement;
  nonce?: string;
  shouldForwardProp?: PropFilter;
  children?: ReactNode;
}) {
  const outer = useContext(ScopeContext);
  setStyleNonce(nonce);
  const root = target instanceof ShadowRoot ? target : outer.root;
  const scope: StyleScope = {
    root,
    shouldForwardProp: shouldForwardProp ?? outer.shouldForwardProp,
  };
  return createElement(ScopeContext.Provider, { value: scope }, children);
}

/**
 * One template of a component: its rules and their definition order. A template without prop
 * functions (most: their values are theme tokens, plain text) compiles to the same class
 * whatever the props, so its first render keeps the result (`compiled`; null: it reads props)
 * and later renders, of this instance or any other, skip writing out and compiling its CSS.
 */
interface Layer {
  order: number;
  body: Fragment;
  compiled?: Compiled | null;
}

/** Whether an interpolation reads no props (keyframes name themselves per style root). */
const fixed = (value: Interpolation): boolean =>
  value instanceof Fragment
    ? value.values.every(fixed)
    : Array.isArray(value)
      ? value.every(fixed)
      : typeof value !== 'function' && !(value instanceof Keyframes);

/** What a component made here knows of itself, so `styled(it)` can fold into one element. */
interface StyledInfo {
  /** Its templates, innermost first. */
  layers: readonly Layer[];
  /** The element or component it finally renders. */
  target: string | ComponentType<Props>;
  shouldForwardProp?: PropFilter;
  /** `.attrs()`, innermost first: they override the props given. */
  attrs: readonly Attrs[];
}

interface Options {
  shouldForwardProp?: PropFilter;
  attrs: readonly Attrs[];
}

const INFO = Symbol('savdo.styled');
type StyledComponent = ComponentType<Props> & { [INFO]?: StyledInfo; displayName?: string };

let definitions = KEYFRAMES_ORDER;

function makeStyled(target: string | StyledComponent, options: Options): Template {
  const template = ((strings: TemplateStringsArray, ...values: Interpolation[]) => {
    definitions += 1;
    const inner = typeof target === 'string' ? undefined : target[INFO];
    const body = css(strings, ...values);
    const info: StyledInfo = {
      layers: [
        ...(inner?.layers ?? []),
        { order: definitions, body, compiled: fixed(body) ? undefined : null },
      ],
      target: inner?.target ?? target,
      shouldForwardProp: options.shouldForwardProp ?? inner?.shouldForwardProp,
      attrs: [...(inner?.attrs ?? []), ...options.attrs],
    };
    const Styled = forwardRef<unknown, Props>((given, ref) => {
      const scope = useContext(ScopeContext);
      let props = given;
      for (const attrs of info.attrs)
        props = { ...props, ...(typeof attrs === 'function' ? attrs(props) : attrs) };
      const classes: string[] = [];
      for (const layer of info.layers) {
        const compiled =
          layer.compiled || compileRules(layer.order, cssText(layer.body, props, scope.root));
        if (layer.compiled === undefined) layer.compiled = compiled;
        const { name, rules } = compiled;
        insertRules(scope.root, layer.order, rules);
        classes.push(name);
      }
      if (typeof props.className === 'string' && props.className) classes.push(props.className);
      const element = (props.as as string | ComponentType<Props> | undefined) ?? info.target;
      const filter =
        typeof element === 'string' ? (info.shouldForwardProp ?? scope.shouldForwardProp) : null;
      const out: Props = { className: classes.join(' '), ref };
      for (const key in props) {
        if (key === 'as' || key === 'className' || key[0] === '$') continue;
        if (filter && !filter(key)) continue;
        out[key] = props[key];
      }
      return createElement(element, out);
    }) as unknown as StyledComponent;
    Styled[INFO] = info;
    // A name for React's developer tools, in development only.
    if (process.env.NODE_ENV !== 'production')
      Styled.displayName = `styled(${typeof info.target === 'string' ? info.target : (info.target.displayName ?? info.target.name ?? 'Component')})`;
    return Styled;
  }) as Template;
  template.withConfig = (config) =>
    makeStyled(target, { ...options, shouldForwardProp: config.shouldForwardProp });
  template.attrs = (attrs) => makeStyled(target, { ...options, attrs: [...options.attrs, attrs] });
  return template;
}

interface Template {
  (strings: TemplateStringsArray, ...values: Interpolation[]): StyledComponent;
  withConfig(config: { shouldForwardProp?: PropFilter }): Template;
  attrs(attrs: Attrs): Template;
}

/** `styled(Component)` and `styled.div`, `styled.button`… */
export const styled = new Proxy(
  (target: string | StyledComponent) => makeStyled(target, { attrs: [] }),
  {
    // Element names only (`div`, `linearGradient`): not `then`, so `styled` never looks like a
    // promise, nor the keys bundlers and tools probe (`__esModule`, `$$typeof`).
    get: (make, tag) =>
      typeof tag === 'string' && /^[a-z][a-zA-Z0-9]*$/.test(tag) && tag !== 'then'
        ? make(tag)
        : undefined,
  },
) as ((target: string | StyledComponent) => Template) & Record<string, Template>;

/**
 * Page-wide rules (the host app's theme). Written into the document's sheet, in definition order,
 * the first time the component renders with given props; never removed: the one user renders it
 * for the app's whole life.
 */
export function createGlobalStyle(strings: TemplateStringsArray, ...values: Interpolation[]) {
  definitions += 1;
  const order = definitions;
  const body = css(strings, ...values);
  return function GlobalStyle(props: Props) {
    const { root } = useContext(ScopeContext);
    insertRules(root, order, compileGlobal(cssText(body, props, root)).rules);
    return null;
  };
}
