// @vitest-environment node
// "One term for one thing": docs/glossary.md names the words the interface never uses
// (column "Never"); no string file may contain one of them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

function forbiddenWords(): string[] {
  const rows = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  const [header, ...body] = rows.map((line) => line.split('|').map((cell) => cell.trim()));
  const never = header!.indexOf('Never');
  return body.flatMap((cells) =>
    (cells[never] ?? '')
      .split(';')
      .map((word) => word.trim())
      .filter(Boolean),
  );
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/strings?\.ts$|\/i18n\/(locales\/)?(uz|ru|en)\.ts$/.test(path)) out.push(path);
  }
  return out;
}

const stringFiles = ['packages', 'host-app'].flatMap((dir) => walk(join(ROOT, dir)));

describe('glossary (one term for one thing)', () => {
  it('finds the string files and the forbidden words', () => {
    expect(stringFiles.length).toBeGreaterThan(8);
    expect(forbiddenWords()).toContain('Tarifni yangilash');
  });

  it('no interface string uses a word the glossary forbids', () => {
    const hits: string[] = [];
    for (const file of stringFiles) {
      const text = readFileSync(file, 'utf8').toLowerCase();
      for (const word of forbiddenWords()) {
        if (text.includes(word.toLowerCase())) hits.push(`${relative(ROOT, file)}: ${word}`);
      }
    }
    expect(hits).toEqual([]);
  });
});
