// Generates, from the manifest of every widget in the embed registry (each feature folder's
// manifest.ts: typed attributes, properties, events, parts, CSS properties):
// - custom-elements.json (the Custom Elements Manifest format, schema 2.1.0), with the
//   built-ins (lang, theme, savdo-ready, savdo-error, root, the --savdo-* tokens) added to
//   every element. Run by packages/embed/rollup.embed.mjs;
// - packages/widgets/src/element-types.ts: HTMLElementTagNameMap and React JSX
//   IntrinsicElements entries for TypeScript users, derived from the same manifests (a unit
//   test fails when it is not current).
// Usable alone:
//   node scripts/custom-elements.mjs [out-file]   writes custom-elements.json
//   node scripts/custom-elements.mjs --typings    rewrites element-types.ts
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

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

function declaration(manifest, feature, ui) {
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
    _feature: feature,
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

/** The manifest object for every registered tag, read from the widgets' manifest.ts files. */
export async function buildCustomElements() {
  const [{ widgetRegistry }] = await loadModules([resolve(repo, 'packages/embed/src/registry.ts')]);
  const features = [...new Set(Object.values(widgetRegistry))];
  const [builtIns, tokens, ...featureModules] = await loadModules([
    resolve(repo, 'packages/ui/src/define-widget/manifest.ts'),
    resolve(repo, 'packages/ui/src/theme/tokens.ts'),
    ...features.map((f) => resolve(repo, `packages/widgets/src/${f}/manifest.ts`)),
  ]);
  const ui = { ...builtIns, TOKEN_NAMES: tokens.TOKEN_NAMES, themes: tokens.themes };
  const { version } = JSON.parse(
    readFileSync(resolve(repo, 'packages/embed/package.json'), 'utf8'),
  );

  const byTag = new Map();
  features.forEach((feature, i) => {
    for (const [exportName, value] of Object.entries(featureModules[i])) {
      if (!isManifest(value)) continue;
      byTag.set(value.tagName, { ...declaration(value, feature, ui), _export: exportName });
    }
  });
  const modules = [];
  const typings = [];
  for (const tag of Object.keys(widgetRegistry)) {
    const decl = byTag.get(tag);
    if (!decl) throw new Error(`custom-elements: no manifest declares <${tag}>`);
    const { _feature: feature, _export: exportName, ...clean } = decl;
    typings.push({ tag, feature, exportName });
    const path = `widgets/${feature}.js`;
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [clean],
      exports: [
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: clean.name, module: path },
        },
      ],
    });
  }
  return {
    json: {
      schemaVersion: '2.1.0',
      readme: 'docs/embedding.md',
      package: { name: '@savdo/embed', version },
      modules,
    },
    typings,
  };
}

export const ELEMENT_TYPES_FILE = resolve(repo, 'packages/widgets/src/element-types.ts');

/** The text of element-types.ts for the registered tags (formatted as prettier would). */
export function renderElementTypes(typings) {
  const namesByFeature = new Map();
  for (const { feature, exportName } of typings) {
    const names = namesByFeature.get(feature) ?? new Set();
    namesByFeature.set(feature, names.add(exportName));
  }
  const imports = [...namesByFeature.keys()].sort().map((feature) => {
    const names = [...namesByFeature.get(feature)];
    const one = `import type { ${names.join(', ')} } from './${feature}/manifest';`;
    if (one.length <= 100) return one;
    return [
      'import type {',
      ...names.map((n) => `  ${n},`),
      `} from './${feature}/manifest';`,
    ].join('\n');
  });
  const entry = (wrapper) => typings.map((t) => `'${t.tag}': ${wrapper}<typeof ${t.exportName}>;`);
  return [
    '// GENERATED by scripts/custom-elements.mjs from the widget manifests: do not edit by hand.',
    '// Run `node scripts/custom-elements.mjs --typings` after changing a manifest or the embed',
    '// registry. Importing @savdo/widgets (types) gives typed document.querySelector(...) and',
    '// createElement(...) results, typed addEventListener, and JSX typings for the tags.',
    "import type { WidgetElement, WidgetJsxProps } from '@savdo/ui';",
    ...imports,
    '',
    '/** Every Savdo element by tag. */',
    'export interface SavdoElementTagNameMap {',
    ...entry('WidgetElement').map((line) => `  ${line}`),
    '}',
    '',
    '/** The JSX props of every Savdo element by tag. */',
    'export interface SavdoIntrinsicElements {',
    ...entry('WidgetJsxProps').map((line) => `  ${line}`),
    '}',
    '',
    'declare global {',
    '  // eslint-disable-next-line @typescript-eslint/no-empty-object-type',
    '  interface HTMLElementTagNameMap extends SavdoElementTagNameMap {}',
    '}',
    '',
    "declare module 'react' {",
    '  // eslint-disable-next-line @typescript-eslint/no-namespace',
    '  namespace JSX {',
    '    // eslint-disable-next-line @typescript-eslint/no-empty-object-type',
    '    interface IntrinsicElements extends SavdoIntrinsicElements {}',
    '  }',
    '}',
    '',
  ].join('\n');
}

export async function writeCustomElements(outFile) {
  const { json } = await buildCustomElements();
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(json, null, 2)}\n`);
  return json;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = process.argv[2];
  if (arg === '--typings' || arg === '--check-typings') {
    const { typings } = await buildCustomElements();
    const text = renderElementTypes(typings);
    const current = existsSync(ELEMENT_TYPES_FILE) ? readFileSync(ELEMENT_TYPES_FILE, 'utf8') : '';
    if (arg === '--check-typings') {
      if (current !== text) {
        console.error('element-types.ts is stale: run node scripts/custom-elements.mjs --typings');
        process.exit(1);
      }
    } else {
      writeFileSync(ELEMENT_TYPES_FILE, text);
      console.log(`element-types.ts: ${typings.length} elements -> ${ELEMENT_TYPES_FILE}`);
    }
  } else {
    const out = resolve(arg ?? resolve(repo, 'packages/embed/dist/custom-elements.json'));
    const json = await writeCustomElements(out);
    console.log(`custom-elements.json: ${json.modules.length} elements -> ${out}`);
  }
}
