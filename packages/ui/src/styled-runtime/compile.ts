// CSS text to a class name and its rules, by goober's compiler (nesting with `&`, nested
// selectors and at-rules, comments, the class name hash). goober writes what it compiles into a
// target's sheet; we give it a stand-in target and keep the text, because our sheets order rules
// by component (sheets.ts), which goober's single text node cannot.
import { css as gooberCss } from 'goober';

/** What goober's getSheet() reads from a target: a node with a `#_goober` element in it. */
const captured = { data: '' };
const captureElement = { firstChild: captured, parentNode: true, nonce: '' };
const captureTarget = { querySelector: () => captureElement } as unknown as Element;

export interface Compiled {
  /** The class name (`go123…`), or the keyframes' name. */
  name: string;
  /** The rules to insert, e.g. `.go123{color:red}.go123:hover{…}`. */
  rules: string;
}

const cache = new Map<string, Compiled>();
/**
 * goober keeps one page-wide global sheet: compiling another global style replaces the text of
 * the last one in the target. Our stand-in target holds that text, so the replacement yields
 * the new rules.
 */
let lastGlobal = '';

function compileWith(text: string, mode: 'rules' | 'keyframes' | 'global'): Compiled {
  const key = `${mode}:${text}`;
  let compiled = cache.get(key);
  if (!compiled) {
    const global = mode === 'global';
    captured.data = global ? lastGlobal : '';
    const name = gooberCss.call(
      { target: captureTarget, k: mode === 'keyframes', g: global },
      text,
    );
    compiled = { name, rules: captured.data };
    if (global) lastGlobal = captured.data;
    cache.set(key, compiled);
  }
  return compiled;
}

/** goober's class name for a text (its hash), whichever way the text is compiled. */
function className(text: string): string {
  let hash = 11;
  for (let i = 0; i < text.length; i += 1) hash = (101 * hash + text.charCodeAt(i)) >>> 0;
  return `go${hash}`;
}

/**
 * Declarations only, each ended by `;`: no block, nesting or at-rule, no `;` or brace inside a
 * string, no double-quoted string (ours are single-quoted). Most components' CSS is that (the
 * theme root's eighty-odd tokens among them), and its rule is the text itself under its class:
 * goober's parser would only split it and join it again, a first render's largest share of
 * compiling (decision 0270). goober drops a last declaration without its `;`; such a text still
 * goes through goober, so nothing changes.
 */
const DECLARATIONS = /^(?:[^{}&@'"]|'[^'{};]*')*;\s*$/;

/**
 * A component's CSS (declarations and nested rules) scoped to a class of its own: the component's
 * definition order is part of what is hashed, so two components with the same CSS still get two
 * classes, each ordered with its own component (else an override could lose to a later twin).
 */
export function compileRules(order: number, text: string): Compiled {
  const key = `/*${order}*/${text}`;
  // A template that reads props compiles at every render: its texts are kept, as goober's are,
  // so a render that gives a text seen before neither tests nor hashes it again.
  let compiled = cache.get(key);
  if (!compiled) {
    if (DECLARATIONS.test(text)) {
      const name = className(key);
      compiled = { name, rules: `.${name}{${text}}` };
    } else compiled = compileWith(key, 'rules');
    cache.set(key, compiled);
  }
  return compiled;
}

/** A `@keyframes` body under a name of its own. */
export const compileKeyframes = (text: string): Compiled => compileWith(text, 'keyframes');

/** Rules with selectors of their own (createGlobalStyle), unscoped. */
export const compileGlobal = (text: string): Compiled => compileWith(text, 'global');
