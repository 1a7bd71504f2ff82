/**
 * A tarball without some of its entries: the test databases' data folders leave out the
 * template databases, which PGlite never opens (pglite-template.ts). Reads the ustar headers
 * PGlite's dumpDataDir writes (512-byte blocks: a header, then the content padded to a block).
 */
const BLOCK = 512;

function field(header: Uint8Array, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
}

/** The entry's path: ustar splits a long one into a prefix and a name. */
function entryName(header: Uint8Array): string {
  const name = field(header, 0, 100);
  const prefix = field(header, 345, 155);
  return prefix ? `${prefix}/${name}` : name;
}

export function tarWithout(
  tar: Uint8Array,
  drop: (name: string) => boolean,
): Uint8Array<ArrayBuffer> {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive.
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    if (Number.isNaN(size)) throw new Error(`tar entry at ${offset}: unreadable size`);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (offset + length > tar.length) throw new Error(`tar entry at ${offset}: cut short`);
    if (!drop(entryName(header))) kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0) + 2 * BLOCK);
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
