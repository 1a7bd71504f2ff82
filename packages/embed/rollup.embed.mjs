// The embed build (scripts/build.mjs runs it after the libraries):
// - savdo.js, the loader: one tiny IIFE, with the tag -> entry map written in;
// - one ES module per widget entry: one per packages/widgets/src/**/element.ts, named by its
//   folder (widgets/journal.js, widgets/courses/player.js; widget-entries.mjs finds them),
//   code-split so the UI runtime (preact/compat standing in for React, see
//   docs/decisions/0041-embed-runtime.md), styled-components, core and ui are shared chunks that
//   a page loads once however many widgets it shows (core and ui in two tiers: what the partner
//   calendar loads, and the rest);
// - both into dist/<exact version>/ and dist/v1/ (the server serves dist at /embed/), plus
//   manifest.json (entries and their chunks, for the size benchmark) and custom-elements.json.
import { cpSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { transform } from 'esbuild';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { FEATURE_ENTRIES } from '../../scripts/feature-entries.mjs';
import { contractModuleSideEffects, contractPureSchemas } from '../contract/pure-functions.mjs';
import { translatorSwitch } from '../core/translator-switch.mjs';
import { writeCustomElements } from '../../scripts/custom-elements.mjs';
import { stripManifestDocs } from './strip-docs.mjs';
import { widgetEntries as findWidgetEntries, widgetRegistry } from './widget-entries.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '../..');
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8'));
// `v1` is the embed contract partners may follow (compatible updates); the exact version pins.
const EMBED_CONTRACT = 'v1';
// SAVDO_EMBED_RUNTIME=react builds with real React instead of preact/compat, into
// SAVDO_EMBED_OUT, to re-measure the choice of docs/decisions/0041-embed-runtime.md.
const realReact = process.env.SAVDO_EMBED_RUNTIME === 'react';
const outDirs = process.env.SAVDO_EMBED_OUT
  ? [resolve(process.env.SAVDO_EMBED_OUT)]
  : [resolve(here, 'dist', version), resolve(here, 'dist', EMBED_CONTRACT)];

// Derived from the widget folders at every build (widget-entries.mjs), never kept by hand.
const entries = findWidgetEntries(repo);
const registry = widgetRegistry(repo);
const elementModules = new Map(entries.map(({ entry, element }) => [entry, element]));
// SAVDO_EMBED_ONLY=<entry> builds that one widget entry (and the loader) without the partner
// pre-passes: the new-feature recipe's test checks its new element this way in a copy of the
// repository, at a fraction of the full build's CPU (the full embed is built and measured by
// `npm test`'s own build).
const only = process.env.SAVDO_EMBED_ONLY;
if (only && !elementModules.has(only))
  throw new Error(`[embed] SAVDO_EMBED_ONLY=${only}: no packages/widgets/src/${only}/element.ts`);
const entryNames = only ? [only] : [...elementModules.keys()];

/** packages/widgets/src/<entry>/element.ts(x): the module that defines the entry's tags. */
function elementModule(entry) {
  const file = elementModules.get(entry);
  if (!file) throw new Error(`[embed] no packages/widgets/src/${entry}/element.ts`);
  return file;
}

const ENTRY_PREFIX = '\0savdo-entry:';
const runtimeModule = resolve(here, 'src/runtime.ts');

/** Each widget entry: the runtime first (configures core), then the entry's element module. */
function widgetEntries() {
  return {
    name: 'savdo-widget-entries',
    resolveId: (id) => (id.startsWith(ENTRY_PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(ENTRY_PREFIX)) return null;
      const entry = id.slice(ENTRY_PREFIX.length);
      return [runtimeModule, elementModule(entry)]
        .map((file) => `import ${JSON.stringify(file)};`)
        .join('\n');
    },
  };
}

/** TypeScript and JSX through esbuild (type checking is tsc's job in `npm test`). */
function esbuildTypescript() {
  return {
    name: 'savdo-esbuild-ts',
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const out = await transform(code, {
        loader: id.endsWith('x') ? 'tsx' : 'ts',
        jsx: 'automatic',
        target: 'es2022',
        sourcefile: id,
        sourcemap: true,
      });
      return { code: out.code, map: out.map };
    },
  };
}

// React's API on preact/compat: ~10 KB instead of ~69 KB gzip (toolchain.md). The production
// builds (embed and host app) swap it; tests and Storybook run real React.
const preactAliases = alias({
  entries: [
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ],
});

// styled-components' API on our own runtime over goober's compiler: about 2 KB instead of 11 KB
// gzip on every partner page (decision 0269). SAVDO_EMBED_STYLING=styled-components builds with
// the real library, to compare.
const styledRuntime = resolve(repo, 'packages/ui/src/styled-runtime/index.ts');
const realStyled = process.env.SAVDO_EMBED_STYLING === 'styled-components';
const styledAlias = alias({
  entries: [{ find: /^styled-components$/, replacement: styledRuntime }],
});

const commonPlugins = () => [
  // SAVDO_I18N=i18next: core translates through i18next itself (decision 0331).
  translatorSwitch(),
  ...(realReact ? [] : [preactAliases]),
  ...(realStyled ? [] : [styledAlias]),
  nodeResolve({
    browser: true,
    extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
    // 'production' pins packages that export a development build (lightweight-charts) to their
    // production build whatever NODE_ENV the build runs under.
    exportConditions: ['production', 'browser', 'import', 'module', 'default'],
  }),
  commonjs(),
  esbuildTypescript(),
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
];

// The widgets partners embed (decision 0082), each with its tier of core and ui: the modules the
// calendar loads stay in the `core` and `ui` chunks; those the signals feed loads besides go to
// `core-signals` and `ui-signals`; the rest of those layers, which only our own pages' widgets
// use, go to `core-more` and `ui-more`, so a partner's page never downloads them. Which modules
// a widget loads is what Rollup keeps of them in a build of that widget alone (a pre-pass
// below): the layers are imported through their barrels, so following the import graph would
// name every module.
const PARTNER_FIRST = 'calendar';
const PARTNER_SECOND = 'signals';

/**
 * Shared chunks by layer, so every widget on a page reuses the same files. Without
 * `partnerModules` (the pre-passes) core and ui are one chunk each.
 */
const sharedChunks = (partnerModules) => {
  let closed;
  return function manualChunks(id, { getModuleInfo }) {
    closed ??= partnerModules && {
      first: closeOverImports(partnerModules.first, getModuleInfo),
      second: closeOverImports(partnerModules.second, getModuleInfo),
    };
    /** `layer` (the calendar's), `layer-signals` (the feed's besides) or `layer-more`. */
    const tier = (layer) =>
      !closed || closed.first.has(id)
        ? layer
        : closed.second.has(id)
          ? `${layer}-${PARTNER_SECOND}`
          : `${layer}-more`;

    if (id.includes('/node_modules/preact/')) return 'preact';
    if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
    if (/\/node_modules\/(styled-components|stylis|@emotion|goober)\//.test(id)) return 'styled';
    if (id.includes('/packages/ui/src/styled-runtime/')) return 'styled';
    // The vault's cipher: loaded on our own origin only (core/src/vault/vault-cipher.ts).
    if (id.includes('/node_modules/@noble/') || id.endsWith('/vault/aes-gcm-cipher.ts'))
      return 'vault';
    // The profile calls, a chunk of their own: the widgets that read or save the profile load it
    // with them; the calendar's zone picker (core) only when a signed-in reader saves a zone.
    // Choosing the language (saved to the profile) goes with the calls.
    if (/\/packages\/core\/src\/profile\/(api|choose-language)\.ts$/.test(id)) return 'profile-api';
    if (FEATURE_ENTRIES.test(id)) return undefined;
    // Numbers written out (formatNumber, and dollars on it): a chunk of their own, which the
    // widgets that write numbers load with them; the partner calendar writes only published
    // figures (format-figure.ts, in core) and never downloads it.
    if (/\/packages\/core\/src\/format\/format-(number|usd)\.ts$/.test(id)) return 'numbers';
    // The other formatters (a few hundred bytes in all) stay whole in core: one used only by our own
    // pages' widgets (dollars, for the journal) would otherwise make each of them load all of
    // `core-more` for it.
    if (id.includes('/packages/core/src/format/')) return 'core';
    // A toast's own code, loaded with the first toast (ui/src/toaster/toaster.tsx).
    if (/\/packages\/ui\/src\/toaster\/(toast-item\.tsx|swipe\.ts)$/.test(id)) return 'toast';
    // The date field and the file button, each loaded by the widgets (or their lazy parts) that
    // show one, not by every widget through the shared ui chunks
    // (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
    if (/\/packages\/ui\/src\/primitives\/date-(field|text|field-strings)\.tsx?$/.test(id))
      return 'date-field';
    if (/\/packages\/ui\/src\/primitives\/file-button(-strings)?\.tsx?$/.test(id))
      return 'file-button';
    // The frame, base options and lifecycle of the charts (with the hook that waits for a chart
    // to come on screen): loaded with those charts (the event detail's lazy chunk, the bot page),
    // not by every widget through the shared ui chunks
    // (docs/decisions/0329-charts-drawn-after-the-first-paint.md, 0342-charts-drawn-when-shown.md).
    if (
      /\/packages\/ui\/src\/(charts\/(chart-frame|chart-options|chart-layout|use-chart-mount)|hooks\/use-on-screen)\.tsx?$/.test(
        id,
      )
    )
      return 'chart-frame';
    // The session's code (vault, tokens, JWT decoding, validation and refresh): its own chunk,
    // which the runtime imports on our own origin only; the auth stores every widget reads
    // (session/auth-state.ts) and the live balance the purchase dialog follows stay in core.
    if (
      (/\/packages\/core\/src\/(session|vault|token|access)\//.test(id) &&
        !/\/session\/(auth-state|live-balance)\.ts$/.test(id)) ||
      id.includes('/node_modules/jwt-decode/') ||
      /\/packages\/core\/src\/auth\/(api|queries)\.ts$/.test(id)
    )
      return 'session';
    // The contract's schema modules stay in core whatever the partner widget uses: a schema read
    // across two chunks is an export, which keeps it and TypeBox in the build. Its modules of
    // constants alone follow the partner tier.
    if (id.includes('/packages/contract/'))
      return getModuleInfo(id)?.importedIds.some((d) => d.includes('/node_modules/typebox/'))
        ? 'core'
        : tier('core');
    if (id.includes('/packages/core/')) return tier('core');
    if (/\/node_modules\/(nanostores|@nanostores\/persistent|redaxios|jwt-decode)\//.test(id))
      return 'core';
    if (id.includes('/packages/ui/') || id.includes('/node_modules/@nanostores/react/'))
      return tier('ui');
    if (id === runtimeModule) return 'runtime';
    return undefined;
  };
};

/**
 * `modules` plus what they import directly in the whole build: a module the partner widget
 * needs for one export may import, for another export other widgets use, a module it did not
 * need; left in the `-more` chunk, that import would make the partner load it all the same.
 * Barrels (index.ts) are not followed, they re-export whole layers.
 */
function closeOverImports(modules, getModuleInfo) {
  const closed = new Set();
  const queue = [...modules];
  while (queue.length > 0) {
    const id = queue.pop();
    if (closed.has(id)) continue;
    closed.add(id);
    for (const dep of getModuleInfo(id)?.importedIds ?? [])
      if (!/\/index\.tsx?$/.test(dep)) queue.push(dep);
  }
  return closed;
}

/** Which package or core folder a module id belongs to, for the size breakdown. */
function sourceGroup(id) {
  return (
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
    /packages\/([^/]+\/src\/[^/]+)/.exec(id)?.[1]?.replace(/\.tsx?$/, '') ??
    'other'
  );
}

/** Bytes of minified `code` per source group: each mapped segment runs to the next one. */
function minifiedBytesBySource(code, map, sourcePath) {
  const lines = code.split('\n');
  const parts = {};
  decode(map.mappings).forEach((segments, line) => {
    const text = lines[line] ?? '';
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.[0] ?? text.length;
      const group =
        segment.length > 1 ? sourceGroup(sourcePath(map.sources[segment[1]] ?? '')) : 'other';
      parts[group] = (parts[group] ?? 0) + Buffer.byteLength(text.slice(segment[0], end));
    });
  });
  return parts;
}

/** manifest.json: each widget entry, every chunk it loads and those it loads on demand. */
function embedManifest() {
  return {
    name: 'savdo-embed-manifest',
    generateBundle(options, bundle) {
      const closure = (file, seen = new Set()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of bundle[file]?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const widgets = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const files = [...closure(file)];
        // Chunks a widget imports only on demand (e.g. the signal chart): not in the first load.
        const lazy = new Set();
        for (const f of files)
          for (const d of bundle[f]?.dynamicImports ?? [])
            for (const c of closure(d)) if (!files.includes(c)) lazy.add(c);
        widgets[chunk.name.replace(/^widgets\//, '')] = { entry: file, files, lazy: [...lazy] };
      }
      // What each chunk is made of: its minified bytes per package or core folder, read from
      // the chunk's final source map (after terser), so the size bench can say where every
      // kilobyte of a first load goes. Rollup's renderedLength is measured before terser and
      // once credited 14 KB of gzip to TypeBox schemas that terser then removed.
      const breakdown = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        // Map sources are relative to the chunk's own folder.
        const sourcePath = (source) => resolve(options.dir, dirname(file), source);
        breakdown[file] = chunk.map ? minifiedBytesBySource(chunk.code, chunk.map, sourcePath) : {};
        // The map served its purpose here; the embed ships without source maps.
        delete bundle[`${file}.map`];
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: JSON.stringify(
          { version, loader: 'savdo.js', tags: registry, widgets, breakdown },
          null,
          2,
        ),
      });
    },
  };
}

/** custom-elements.json from every registered widget's manifest, once, after the build. */
function customElementsJson() {
  let done = false;
  return {
    name: 'savdo-custom-elements',
    async writeBundle() {
      if (done || process.env.SAVDO_EMBED_OUT) return;
      done = true;
      await writeCustomElements(resolve(here, 'dist/custom-elements.json'));
    },
  };
}

function onwarn(warning, warn) {
  // Third-party code (styled-components) trips these harmlessly.
  if (
    warning.code === 'CIRCULAR_DEPENDENCY' &&
    warning.ids?.every((i) => i.includes('node_modules'))
  )
    return;
  if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

const loader = {
  input: resolve(here, 'src/loader/savdo.ts'),
  output: outDirs.map((dir) => ({
    file: resolve(dir, 'savdo.js'),
    format: 'iife',
    sourcemap: false,
    plugins: [terser({ ecma: 2020, compress: { passes: 2 } })],
  })),
  plugins: [
    ...commonPlugins(),
    // The tag -> entry map the loader reads (src/loader/savdo.ts), derived above.
    replace({
      preventAssignment: true,
      values: { __SAVDO_WIDGET_REGISTRY__: JSON.stringify(registry) },
    }),
  ],
  onwarn,
};

const widgetInput = (list) =>
  Object.fromEntries(list.map((f) => [`widgets/${f}`, `${ENTRY_PREFIX}${f}`]));
const widgetPlugins = () => [
  contractPureSchemas(),
  stripManifestDocs(),
  widgetEntries(),
  ...commonPlugins(),
];
const treeshake = { moduleSideEffects: contractModuleSideEffects };

/** The modules with code in the first load of a partner widget built alone (a pre-pass). */
async function partnerModulesOf(widget) {
  const build = await rollup({
    input: widgetInput([widget]),
    plugins: widgetPlugins(),
    treeshake,
    onwarn: () => {},
  });
  const { output } = await build.generate({
    format: 'es',
    entryFileNames: '[name].js',
    manualChunks: sharedChunks(undefined),
  });
  await build.close();
  const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
  const modules = new Set();
  const queue = [`widgets/${widget}.js`];
  for (const seen = new Set(); queue.length > 0;) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    for (const [id, m] of Object.entries(chunk?.modules ?? {}))
      if (m.renderedLength > 0) modules.add(id);
    queue.push(...(chunk?.imports ?? []));
  }
  return modules;
}

/** Which modules the partner chunks hold; none (core and ui one chunk each) for one entry alone. */
async function partnerModulesOfBoth() {
  if (only) return undefined;
  const [first, second] = await Promise.all([
    partnerModulesOf(PARTNER_FIRST),
    partnerModulesOf(PARTNER_SECOND),
  ]);
  return { first, second };
}
const partnerModules = await partnerModulesOfBoth();
/**
 * The widgets' files, written to the first out folder, copied into the others: the folders hold
 * the same files, and an output per folder ran terser over every chunk once per folder (about
 * 20 s of CPU more per build, measured 2026-11-30).
 */
function copyToOtherFolders(folders) {
  return {
    name: 'savdo-copy-to-other-folders',
    writeBundle(options) {
      // The whole folder: the loader's own build has written savdo.js into each folder already.
      for (const folder of folders) cpSync(options.dir, folder, { recursive: true });
    },
  };
}

const [firstOut, ...otherOuts] = outDirs;
const widgets = {
  input: widgetInput(entryNames),
  output: [firstOut].map((dir) => ({
    dir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks: sharedChunks(partnerModules),
    // Only for the size breakdown (embedManifest reads and drops them): nothing ships a map.
    sourcemap: 'hidden',
    plugins: [terser({ ecma: 2020, module: true, compress: { passes: 2 } })],
  })),
  plugins: [
    ...widgetPlugins(),
    embedManifest(),
    customElementsJson(),
    copyToOtherFolders(otherOuts),
  ],
  treeshake,
  onwarn,
};

export default [loader, widgets];
