/**
 * The rows of an HTML statement as cell texts, read with parse5 (decision 0187): MetaTrader's
 * reports are old-style HTML (unquoted attributes, unclosed cells, `&nbsp;`, nested markup in
 * cells), which parse5 reads exactly as a browser would. Every <tr> of the document in order,
 * whatever table it is in; a cell's text is its text content with whitespace collapsed. Cells
 * MT5 marks `class="hidden"` (layout padding) are left out.
 */
import { parse } from 'parse5';

type Node = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
};

function textOf(cell: Node): string {
  let out = '';
  const stack: Node[] = [cell];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') out += node.value ?? '';
    // A line break inside a cell separates words.
    else if (node.nodeName === 'br') out += ' ';
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return out;
}

function isHidden(cell: Node): boolean {
  const cls = cell.attrs?.find((a) => a.name === 'class')?.value ?? '';
  return cls.split(/\s+/).includes('hidden');
}

export function htmlRows(html: string): string[][] {
  const rows: string[][] = [];
  // An explicit stack, not recursion: a hostile file may nest tens of thousands of tags.
  const stack: Node[] = [parse(html) as unknown as Node];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.nodeName === 'tr') {
      rows.push(
        (node.childNodes ?? [])
          .filter((c) => (c.nodeName === 'td' || c.nodeName === 'th') && !isHidden(c))
          .map((c) => textOf(c).replace(/\s+/g, ' ').trim()),
      );
      continue;
    }
    const children = node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return rows;
}
