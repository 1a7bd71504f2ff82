// @vitest-environment node
// The README and docs/ describe the product in the repository's own words: nothing
// may send a reader outside the repository (the coordination folder `../shared` is not part of
// a clone), and every repository path they link to exists.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? markdownFiles(join(dir, e.name))
      : e.name.endsWith('.md')
        ? [join(dir, e.name)]
        : [],
  );
}

const files = ['README.md', ...markdownFiles('docs')];

describe('standalone docs', () => {
  it('reads the README and every file under docs/', () => {
    expect(files).toContain('docs/product.md');
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s never points outside the repository', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|\/work\/shared/);
    // Relative links climbing out of the repository root.
    for (const [, target] of text.matchAll(/\]\((\.\.\/[^)]+)\)/g)) {
      const resolved = join(file, '..', target ?? '');
      expect(resolved.startsWith('..'), `${file} links to ${target}`).toBe(false);
    }
  });

  it.each(files)('%s names only docs that exist', (file) => {
    const text = readFileSync(file, 'utf8');
    for (const [, path] of text.matchAll(/`(docs\/[\w./-]+\.md)`/g)) {
      expect(existsSync(path ?? ''), `${file} names ${path}`).toBe(true);
    }
  });
});
