// Generates custom-elements.json (the Custom Elements Manifest format, schema 2.1.0) from the
// manifest of every widget entry the embed builds (packages/embed/widget-entries.mjs: one per
// packages/widgets/src/**/element.ts, with the tags its manifest.ts declares: typed attributes,
// properties, events, parts, CSS properties), with the built-ins (lang, theme, savdo-ready,
// savdo-error, root, the --savdo-* tokens) added to every element. Run by
// packages/embed/rollup.embed.mjs. The TypeScript typings of the tags are not generated: each
// manifest.ts declares its own HTMLElementTagNameMap and JSX IntrinsicElements entries.
// Usable alone:
//   node scripts/custom-elements.mjs [out-file]   writes custom-elements.json
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { widgetEntries } from '../packages/embed/widget-entries.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function isManifest(value) {
  return typeof value === 'object' && value !== null && typeof value.tagName === 'string';
}

function className(tagName) {
  return tagName.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase()) + 'Element';
}

/** `date-filter` -> `dateFilter` (the rule of packages/ui attribute-values.ts). */
function propName(attribute) {
  return attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}

/** The TypeScript type, as text, of an attribute's value. */
function typeText(spec) {
  if (spec.type === 'enum') return spec.values.map((v) => `'${v}'`).join(' | ');
  if (spec.type === 'json') return spec.typeText;
  return spec.type;
}

/** What an absent attribute means: the applied default, else the documented one. */
function defaultText(spec) {
  if (spec.type === 'boolean') return String(spec.default ?? false);
  if (spec.default !== undefined) {
    return typeof spec.default === 'string' ? spec.default : JSON.stringify(spec.default);
  }
  return spec.defaultNote;
}

function declaration(manifest, ui) {
  const attributes = [
    ...Object.entries(manifest.attributes ?? {}).map(([name, spec]) => {
      const fallback = defaultText(spec);
      return {
        name,
        fieldName: propName(name),
        type: { text: typeText(spec) },
        description: spec.description,
        ...(fallback !== undefined ? { default: fallback } : {}),
      };
    }),
    ...Object.entries(ui.BUILT_IN_ATTRIBUTES).map(([name, spec]) => ({
      name,
      type: { text: typeText(spec) },
      description: spec.description,
    })),
  ];
  const members = [
    ...Object.entries(manifest.attributes ?? {}).map(([name, spec]) => ({
      kind: 'field',
      name: propName(name),
      attribute: name,
      type: { text: typeText(spec) },
      description: spec.description,
    })),
    ...Object.entries(manifest.properties ?? {}).map(([name, spec]) => ({
      kind: 'field',
      name,
      type: { text: spec.type },
      description: spec.description,
    })),
  ];
  const events = Object.entries({ ...manifest.events, ...ui.BUILT_IN_EVENTS }).map(
    ([name, spec]) => ({
      name,
      type: { text: `CustomEvent<${spec.detail ?? 'undefined'}>` },
      description: `${spec.description} Bubbles and is composed (crosses the shadow root).`,
    }),
  );
  const cssParts = Object.entries({
    ...ui.BUILT_IN_PARTS,
    ...(manifest.toaster ? ui.TOASTER_PARTS : {}),
    ...manifest.parts,
  }).map(([name, description]) => ({ name, description }));
  const cssProperties = [
    ...Object.entries(manifest.cssProperties ?? {}).map(([name, description]) => ({
      name,
      description,
    })),
    ...ui.TOKEN_NAMES.map((name) => ({
      name: `--savdo-${name}`,
      description: 'Theme token (set it on the element to re-theme it).',
      default: `${ui.themes.light[name]} (light) / ${ui.themes.dark[name]} (dark)`,
    })),
  ];
  return {
    kind: 'class',
    customElement: true,
    tagName: manifest.tagName,
    name: className(manifest.tagName),
    description: manifest.description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members,
    events,
    cssParts,
    cssProperties,
  };
}

/**
 * Loads TypeScript modules in Node by bundling them with esbuild first: the manifests import
 * @savdo/ui, whose dependencies (styled-components' CommonJS build) Node's own ESM loader
 * cannot import by default-import the way bundlers do.
 */
async function loadModules(files) {
  const contents = files
    .map((file, i) => `export * as m${i} from ${JSON.stringify(file)};`)
    .join('\n');
  const out = await build({
    stdin: { contents, resolveDir: repo, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: {
      js: "import { createRequire as __savdoRequire } from 'node:module'; const require = __savdoRequire(import.meta.url);",
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'savdo-cem-'));
  const file = join(dir, 'manifests.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  try {
    const mod = await import(pathToFileURL(file).href);
    return files.map((_, i) => mod[`m${i}`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The custom-elements.json of every tag the embed builds, read from the widgets' manifest.ts. */
export async function buildCustomElements() {
  const entries = widgetEntries(repo);
  const [builtIns, tokens, ...entryModules] = await loadModules([
    resolve(repo, 'packages/ui/src/define-widget/manifest.ts'),
    resolve(repo, 'packages/ui/src/theme/tokens.ts'),
    ...entries.map((e) => e.manifest),
  ]);
  const ui = { ...builtIns, TOKEN_NAMES: tokens.TOKEN_NAMES, themes: tokens.themes };
  const { version } = JSON.parse(
    readFileSync(resolve(repo, 'packages/embed/package.json'), 'utf8'),
  );

  const modules = [];
  entries.forEach(({ entry, tags }, i) => {
    const byTag = new Map(
      Object.values(entryModules[i])
        .filter(isManifest)
        .map((m) => [m.tagName, m]),
    );
    // The embed's map reads the tags off the source; the loaded manifests must say the same.
    const loaded = [...byTag.keys()].sort();
    if (loaded.join() !== [...tags].sort().join())
      throw new Error(
        `custom-elements: packages/widgets/src/${entry}/manifest.ts exports <${loaded.join('>, <')}> but its source reads <${tags.join('>, <')}>`,
      );
    const path = `widgets/${entry}.js`;
    for (const manifest of tags.map((tag) => byTag.get(tag))) {
      const decl = declaration(manifest, ui);
      modules.push({
        kind: 'javascript-module',
        path,
        declarations: [decl],
        exports: [
          {
            kind: 'custom-element-definition',
            name: manifest.tagName,
            declaration: { name: decl.name, module: path },
          },
        ],
      });
    }
  });
  return {
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    package: { name: '@savdo/embed', version },
    modules,
  };
}

export async function writeCustomElements(outFile) {
  const json = await buildCustomElements();
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(json, null, 2)}\n`);
  return json;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? resolve(repo, 'packages/embed/dist/custom-elements.json'));
  const json = await writeCustomElements(out);
  console.log(`custom-elements.json: ${json.modules.length} elements -> ${out}`);
}
