// Where compiled rules go: one <style> per style root (the document's head, or a widget's shadow
// root), with the rules of each styled component kept together in the order the components were
// defined, as styled-components orders them. An override (`styled(Base)`, defined after Base)
// therefore always follows what it overrides, whatever rendered first. Rules go in through the
// CSSOM (insertRule), as styled-components does in production: changing a <style>'s text would
// make the browser parse the whole sheet again for every new rule. A widget's shadow root gets a
// constructed sheet (adoptedStyleSheets) where the browser has them: it belongs to the root, not
// to an element, so it survives the widget being moved to another place of the page, and no CSP
// governs it. Elsewhere a <style> element holds the rules; the browser rebuilds its sheet from
// its text when it is moved, so the rules are also kept here and written back into a new sheet.
// A component's compiled CSS goes in as one rule, wrapped in `@media all{…}` (ruleBlock): the
// cascade treats a rule in it as the rule itself (same order, same specificity), and the browser
// parses and inserts the whole in one call instead of one per rule, with nothing split in
// JavaScript first (the split cost about 6 ms of /dashboard's load, unthrottled:
// docs/decisions/0270-host-styling-runtime.md).

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

const documentSheet: { sheet?: Sheet } = {};
const shadowSheets = new WeakMap<ShadowRoot, Sheet>();
let pageNonce: string | undefined;

/** The CSP nonce our <style> elements carry (the loader's `data-nonce`). */
export function setStyleNonce(nonce: string | undefined): void {
  if (nonce) pageNonce = nonce;
}

function newStyle(root: StyleRoot): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-savdo-styles', '');
  if (pageNonce) style.nonce = pageNonce;
  (root ?? document.head).append(style);
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

function sheetFor(root: StyleRoot): Sheet {
  const parent = root ?? document.head;
  let sheet = root ? shadowSheets.get(root) : documentSheet.sheet;
  if (!sheet) {
    const cssom = root ? adoptedSheet(root) : null;
    sheet = { style: cssom ? null : newStyle(root), groups: [], inserted: new Set(), cssom };
    if (root) shadowSheets.set(root, sheet);
    else documentSheet.sheet = sheet;
  }
  if (!sheet.style) return sheet;
  if (sheet.style.parentNode !== parent) {
    // Someone removed our <style>: a new one, which the next write fills.
    sheet.style = newStyle(root);
    sheet.cssom = null;
    sheet.style.textContent = allRules(sheet);
  }
  // A new CSSOM sheet (the <style> was moved or reconnected): the browser built it from the
  // element's text, which lacks what went in through insertRule.
  if (sheet.style.sheet && sheet.style.sheet !== sheet.cssom) {
    sheet.style.textContent = allRules(sheet);
    sheet.cssom = sheet.style.sheet;
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
  const sheet = sheetFor(root);
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
