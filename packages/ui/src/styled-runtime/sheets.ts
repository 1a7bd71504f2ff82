// Where compiled rules go: <style> elements in the document's head (see below), one sheet in a
// widget's shadow root, with the rules of each styled component kept together in the order the
// components were defined, as styled-components orders them. An override (`styled(Base)`, defined
// after Base) therefore always follows what it overrides, whatever rendered first. Rules go in
// through the CSSOM (insertRule), as styled-components does in production: changing a <style>'s
// text would make the browser parse the whole sheet again for every new rule. A widget's shadow
// root gets a constructed sheet (adoptedStyleSheets) where the browser has them: it belongs to the
// root, not to an element, so it survives the widget being moved to another place of the page, and
// no CSP governs it. Elsewhere a <style> element holds the rules; the browser rebuilds its sheet
// from its text when it is moved, so the rules are also kept here and written back into a new
// sheet. A component's compiled CSS goes in as one rule, wrapped in `@media all{…}` (ruleBlock):
// the cascade treats a rule in it as the rule itself (same order, same specificity), and the
// browser parses and inserts the whole in one call instead of one per rule, with nothing split in
// JavaScript first (the split cost about 6 ms of /dashboard's load, unthrottled:
// docs/decisions/0270-host-styling-runtime.md).
// The document's rules are spread over several <style> elements, SHEET_SPAN definitions each, in
// definition order: a rule inserted into a sheet makes the browser rebuild that sheet's whole rule
// set at the next style update, so a dialog's first opening pays for the few components of its
// range instead of every rule of the page (decision 0270, "One sheet per range of definitions"). A
// widget's shadow root holds one widget's rules, few enough for one sheet.

/** A style root: `undefined` is the document. */
export type StyleRoot = ShadowRoot | undefined;

interface Group {
  order: number;
  rules: string[];
}

interface Sheet {
  /** The <style> element, or null for a constructed sheet. */
  style: HTMLStyleElement | null;
  /** Each component's rules (by definition order), in that order. */
  groups: Group[];
  inserted: Set<string>;
  /** The CSSOM sheet the rules were last written to (null: none yet, or no CSSOM). */
  cssom: CSSStyleSheet | null;
}

/** Definitions per sheet of the document. */
export const SHEET_SPAN = 24;

/** A root's sheets by range (`order / SHEET_SPAN` in the document, 0 in a shadow root), sparse. */
const documentSheets: Sheet[] = [];
const shadowSheets = new WeakMap<ShadowRoot, Sheet[]>();
let pageNonce: string | undefined;

/** The CSP nonce our <style> elements carry (the loader's `data-nonce`). */
export function setStyleNonce(nonce: string | undefined): void {
  if (nonce) pageNonce = nonce;
}

/** A <style> in `parent`, before the element of `next` (the next range's sheet, in `parent`). */
function newStyle(parent: Node, next: Sheet | undefined): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-savdo-styles', '');
  if (pageNonce) style.nonce = pageNonce;
  parent.insertBefore(style, next?.style ?? null);
  return style;
}

const allRules = (sheet: Sheet) => sheet.groups.flatMap((group) => group.rules).join('');

/** A constructed sheet adopted by `root`, where the browser has them. */
function adoptedSheet(root: ShadowRoot): CSSStyleSheet | null {
  if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return null;
  try {
    const cssom = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, cssom];
    return cssom;
  } catch {
    return null; // no constructable sheets here
  }
}

/** The first sheet after `range`, whose element a new one goes before. */
const after = (sheets: Sheet[], range: number) => sheets.slice(range + 1).find(Boolean);

/**
 * Puts back what the browser lost of each sheet whose <style> was removed or moved: all of a
 * root's sheets at every insert, as when it had one. From the last range down, so that a <style>
 * made anew goes before the next range's, already back in `parent`.
 */
function keep(sheets: Sheet[], parent: Node): void {
  for (let range = sheets.length; range--;) {
    const sheet = sheets[range];
    if (!sheet?.style) continue;
    if (sheet.style.parentNode !== parent) {
      // Someone removed our <style>: a new one, in its place among ours.
      sheet.style = newStyle(parent, after(sheets, range));
      sheet.cssom = null;
      sheet.style.textContent = allRules(sheet);
    }
    // A new CSSOM sheet (the <style> was moved or reconnected): the browser built it from the
    // element's text, which lacks what went in through insertRule.
    if (sheet.style.sheet && sheet.style.sheet !== sheet.cssom) {
      sheet.style.textContent = allRules(sheet);
      sheet.cssom = sheet.style.sheet;
    }
  }
}

function sheetFor(root: StyleRoot, order: number): Sheet {
  const parent = root ?? document.head;
  let sheets = root ? shadowSheets.get(root) : documentSheets;
  if (!sheets) shadowSheets.set(root!, (sheets = []));
  keep(sheets, parent);
  const range = root ? 0 : Math.floor(order / SHEET_SPAN);
  let sheet = sheets[range];
  if (!sheet) {
    const cssom = root ? adoptedSheet(root) : null;
    const style = cssom ? null : newStyle(parent, after(sheets, range));
    sheet = sheets[range] = {
      style,
      groups: [],
      inserted: new Set(),
      cssom: cssom ?? style?.sheet ?? null,
    };
  }
  return sheet;
}

/** The top-level rules of compiled CSS (`.a{…}.a:hover{…}@media …{.a{…}}`), one by one. */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === quote && css[i - 1] !== '\\') quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const rule = css.slice(start, i + 1).trim();
        if (rule) rules.push(rule);
        start = i + 1;
      }
    }
  }
  return rules;
}

/** A component's compiled rules as one top-level rule (see above). */
export const ruleBlock = (rules: string): string => `@media all{${rules}}`;

/** Adds `rules` of the component defined `order`-th to the sheet of `root`, once. */
export function insertRules(root: StyleRoot, order: number, rules: string): void {
  if (!rules) return;
  const sheet = sheetFor(root, order);
  if (sheet.inserted.has(rules)) return;
  sheet.inserted.add(rules);
  let group = sheet.groups.find((g) => g.order === order);
  if (!group) {
    group = { order, rules: [] };
    const at = sheet.groups.findIndex((g) => g.order > order);
    sheet.groups.splice(at < 0 ? sheet.groups.length : at, 0, group);
  }
  const cssom = sheet.cssom;
  if (!cssom) {
    // Not in a document now (kept for when it is), or a DOM without CSSOM (some test DOMs).
    group.rules.push(ruleBlock(rules));
    if (sheet.style?.isConnected) sheet.style.textContent = allRules(sheet);
    return;
  }
  // After every rule of this component and of those defined before it.
  let index = 0;
  for (const g of sheet.groups) if (g.order <= order) index += g.rules.length;
  const block = ruleBlock(rules);
  try {
    // Within the block a rule the browser cannot parse (a vendor pseudo-class) is dropped alone.
    cssom.insertRule(block, Math.min(index, cssom.cssRules.length));
    group.rules.push(block);
    return;
  } catch {
    // A CSSOM that refuses the block as a whole (some test DOMs' parsers): rule by rule.
  }
  for (const rule of splitRules(rules)) {
    try {
      cssom.insertRule(rule, Math.min(index, cssom.cssRules.length));
      index += 1;
      group.rules.push(rule);
    } catch {
      // A rule this browser cannot parse is skipped, as a sheet would.
    }
  }
}
