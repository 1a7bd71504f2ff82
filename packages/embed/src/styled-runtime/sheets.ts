// Where compiled rules go: one <style> per style root (the document's head, or a widget's shadow
// root), with the rules of each styled component kept together in the order the components were
// defined, as styled-components orders them. An override (`styled(Base)`, defined after Base)
// therefore always follows what it overrides, whatever rendered first.

/** A style root: `undefined` is the document. */
export type StyleRoot = ShadowRoot | undefined;

interface Sheet {
  style: HTMLStyleElement;
  /** One text node per component (by its definition order), in that order in the <style>. */
  groups: Map<number, Text>;
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
  const sheet: Sheet = { style, groups: new Map(), inserted: new Set() };
  if (root) shadowSheets.set(root, sheet);
  else documentSheet.sheet = sheet;
  return sheet;
}

/** Adds `rules` of the component defined `order`-th to the sheet of `root`, once. */
export function insertRules(root: StyleRoot, order: number, rules: string): void {
  if (!rules) return;
  const sheet = sheetFor(root);
  if (sheet.inserted.has(rules)) return;
  sheet.inserted.add(rules);
  let node = sheet.groups.get(order);
  if (!node) {
    node = document.createTextNode('');
    let next: Text | null = null;
    let nextOrder = Infinity;
    for (const [other, text] of sheet.groups)
      if (other > order && other < nextOrder) [next, nextOrder] = [text, other];
    sheet.style.insertBefore(node, next);
    sheet.groups.set(order, node);
  }
  node.appendData(rules);
}
