// The embed's widget entries, derived from the widget folders (decision 0274): every
// packages/widgets/src/**/element.ts is one entry, named by its folder's path (`journal`,
// `courses/player`), and its tags are the ones its folder's manifest.ts declares
// (`widgetManifest({ tagName: 'savdo-…' })`). The embed build writes the tag -> entry map into
// savdo.js and builds `widgets/<entry>.js` from each element.ts; custom-elements.json and the
// tests read the same map from here. Nothing lists the widgets by hand.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WIDGETS_SRC = 'packages/widgets/src';
const TAG = /\btagName:\s*'(savdo-[a-z0-9-]+)'/g;

/** Folders under `dir` (itself included), depth first, sorted by name. */
function folders(dir) {
  const subs = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  return [dir, ...subs.flatMap((name) => folders(join(dir, name)))];
}

/** Every widget entry: its name, its element.ts(x), its manifest.ts and the tags it defines. */
export function widgetEntries(root = repo) {
  const src = resolve(root, WIDGETS_SRC);
  const entries = [];
  for (const dir of folders(src)) {
    const element = ['element.ts', 'element.tsx']
      .map((file) => join(dir, file))
      .find((file) => existsSync(file));
    if (!element) continue;
    const entry = relative(src, dir).split(/[\\/]/).join('/');
    const manifest = join(dir, 'manifest.ts');
    if (!existsSync(manifest))
      throw new Error(`[embed] ${WIDGETS_SRC}/${entry}/element.ts has no manifest.ts beside it`);
    const tags = [...readFileSync(manifest, 'utf8').matchAll(TAG)].map((m) => m[1]);
    if (tags.length === 0)
      throw new Error(`[embed] ${WIDGETS_SRC}/${entry}/manifest.ts declares no savdo-* tag`);
    entries.push({ entry, element, manifest, tags });
  }
  return entries;
}

/** Tag -> entry, for the loader: the first sight of a tag imports `widgets/<entry>.js`. */
export function widgetRegistry(root = repo) {
  const registry = {};
  for (const { entry, tags } of widgetEntries(root))
    for (const tag of tags) {
      if (registry[tag])
        throw new Error(`[embed] <${tag}> is declared by both ${registry[tag]} and ${entry}`);
      registry[tag] = entry;
    }
  return registry;
}
