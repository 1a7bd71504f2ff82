// Finding elements the loader should define: undefined custom elements (`:not(:defined)` is
// answered by the browser's own index, so this is cheap) in a subtree and in the open shadow
// roots inside it.

/** Tag names of undefined custom elements under `root` (and in open shadow roots within). */
export function undefinedTags(root: ParentNode, found = new Set<string>()): Set<string> {
  if (
    root instanceof Element &&
    root.localName.includes('-') &&
    !customElements.get(root.localName)
  )
    found.add(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) found.add(el.localName);
  return found;
}

/** Open shadow roots of `root` and its descendants. */
export function openShadowRoots(root: ParentNode): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  if (root instanceof Element && root.shadowRoot) roots.push(root.shadowRoot);
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
  return roots;
}
