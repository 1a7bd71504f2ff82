// Generates custom-elements.json (the Custom Elements Manifest format, schema 2.1.0) from the
// defineWidget metadata of every widget in the embed registry: each feature folder's
// manifest.ts exports its elements' attributes, properties, events, parts and CSS properties.
// The built-in ones (lang, theme, savdo-ready, savdo-error, root, the --savdo-* tokens) are
// added to every element. Run by packages/embed/rollup.embed.mjs; also usable alone:
//   node scripts/custom-elements.mjs [out-file]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function declaration(manifest, feature, ui) {
  const attributes = [
    ...Object.entries(manifest.attributes ?? {}).map(([name, spec]) => ({
      name,
      fieldName: spec.prop,
      type: { text: spec.values ? spec.values.map((v) => `'${v}'`).join(' | ') : spec.type },
      description: spec.description,
      ...(spec.default !== undefined ? { default: spec.default } : {}),
    })),
    ...Object.entries(ui.BUILT_IN_ATTRIBUTES).map(([name, spec]) => ({
      name,
      type: { text: spec.values.map((v) => `'${v}'`).join(' | ') },
      description: spec.description,
    })),
  ];
  const members = [
    ...Object.entries(manifest.attributes ?? {}).map(([name, spec]) => ({
      kind: 'field',
      name: spec.prop,
      attribute: name,
      type: { text: spec.type === 'json' ? 'object' : spec.type },
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
    for (const value of Object.values(featureModules[i])) {
      if (isManifest(value)) byTag.set(value.tagName, declaration(value, feature, ui));
    }
  });
  const modules = [];
  for (const tag of Object.keys(widgetRegistry)) {
    const decl = byTag.get(tag);
    if (!decl) throw new Error(`custom-elements: no manifest declares <${tag}>`);
    const { _feature: feature, ...clean } = decl;
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
    schemaVersion: '2.1.0',
    readme: 'docs/embedding.md',
    package: { name: '@savdo/embed', version },
    modules,
  };
}

export async function writeCustomElements(outFile) {
  const manifest = await buildCustomElements();
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? resolve(repo, 'packages/embed/dist/custom-elements.json'));
  const manifest = await writeCustomElements(out);
  console.log(`custom-elements.json: ${manifest.modules.length} elements -> ${out}`);
}
