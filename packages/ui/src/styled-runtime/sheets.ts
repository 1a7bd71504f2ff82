// Where compiled rules go: one <style> per style root (the document's head, or a widget's shadow
// root), with the rules of each styled component kept together in the order the components were
// defined, as styled-components orders them. An override (`styled(Base)`, defined after Base)
// therefore always follows what it overrides, whatever rendered first. Rules go in through the
// CSSOM (insertRule), as styled-components does in production: changing a <style>'s text would
// make the browser parse the whole sheet again for every new rule.

/** A style root: `undefined` is the document. */
export type StyleRoot = ShadowRoot | undefined;

interface Sheet {
  style: HTMLStyleElement;
  /** How many rules each component (by definition order) has in the sheet, in that order. */
  groups: { order: number; count: number }[];
  inserted: Set<string>;
}

const documentSheet: { sheet?: Sheet } = {};
const shadowSheets = new WeakMap<ShadowRoot, Sheet>();
let pageNonce: string | undefined;

/** The CSP nonce our <style> elements carry (the loader's `data-nonce`). */
export function setStyleNonce(nonce: string | undefined): void {
  if (nonce) pageNonce = nonce;
}

function sheetFor(root: StyleRoot): Sheet {
  const existing = root ? shadowSheets.get(root) : documentSheet.sheet;
  if (existing?.style.isConnected) return existing;
  const style = document.createElement('style');
  style.setAttribute('data-savdo-styles', '');
  if (pageNonce) style.nonce = pageNonce;
  (root ?? document.head).append(style);
  const sheet: Sheet = { style, groups: [], inserted: new Set() };
  if (root) shadowSheets.set(root, sheet);
  else documentSheet.sheet = sheet;
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

/** Adds `rules` of the component defined `order`-th to the sheet of `root`, once. */
export function insertRules(root: StyleRoot, order: number, rules: string): void {
  if (!rules) return;
  const sheet = sheetFor(root);
  if (sheet.inserted.has(rules)) return;
  sheet.inserted.add(rules);
  const cssom = sheet.style.sheet;
  if (!cssom) {
    // No CSSOM for this <style> (a DOM without one, such as some test DOMs): its text then.
    sheet.style.append(rules);
    return;
  }
  // The index after every rule of this component and of those defined before it.
  let index = 0;
  let group = sheet.groups.find((g) => g.order === order);
  for (const g of sheet.groups) if (g.order <= order) index += g.count;
  if (!group) {
    group = { order, count: 0 };
    const at = sheet.groups.findIndex((g) => g.order > order);
    sheet.groups.splice(at < 0 ? sheet.groups.length : at, 0, group);
  }
  for (const rule of splitRules(rules)) {
    try {
      cssom.insertRule(rule, index);
      index += 1;
      group.count += 1;
    } catch {
      // A rule this browser cannot parse (a vendor pseudo-class) is skipped, as a sheet would.
    }
  }
}
