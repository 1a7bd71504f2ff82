// The hosted site: `vite build --config host-app/vite.config.ts` (scripts/build.mjs) writes
// host-app/dist, which the reference server serves at / with an SPA fallback. In `vite dev` the
// API is proxied to the server on port 8080, so the app always calls relative /api/v1 paths.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Parts of core and ui with their own entries (`@savdo/core/courses`...): their pages load them.
import { FEATURE_ENTRIES } from '../scripts/feature-entries.mjs';
import {
  contractModuleSideEffects,
  contractPureSchemas,
} from '../packages/contract/pure-functions.mjs';
import { translatorSwitch } from '../packages/core/translator-switch.mjs';
import {
  backOfficeContractCopy,
  isBackOfficeCopy,
} from '../packages/contract/back-office-copy.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.SAVDO_API_TARGET ?? 'http://127.0.0.1:8080';

// styled-components' API on ui's own runtime over goober's compiler (decision 0270): about 9 KB
// gzip less on every page and a cheaper first render. SAVDO_HOST_STYLING=styled-components builds
// with the real library, to compare.
const STYLED_ALIASES =
  process.env.SAVDO_HOST_STYLING === 'styled-components'
    ? []
    : [
        {
          find: /^styled-components$/,
          replacement: fileURLToPath(
            new URL('../packages/ui/src/styled-runtime/index.ts', import.meta.url),
          ),
        },
      ];

const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** Modules of the app shell: our packages' sources and the libraries every page runs on (React
 * and i18next only in the build on the named libraries). Not a package's own node_modules: ui's
 * TanStack Table (about 16 KB gzip, for the back office's lists) matched `packages/ui/` and went
 * into every page's first load once the back office's sections were chunks of their own. */
const SHELL_LIBRARIES =
  /[\\/](packages[\\/](core|ui|contract)[\\/]src|node_modules[\\/](nanostores|@nanostores|styled-components|goober|preact|react-router|react|react-dom|scheduler|i18next))[\\/]/;

// The build on the named libraries (decision 0331): SAVDO_HOST_RUNTIME=react keeps real React,
// SAVDO_HOST_STYLING=styled-components the real styled-components, SAVDO_I18N=i18next makes core
// translate through i18next; SAVDO_HOST_OUT writes it elsewhere than host-app/dist.
const RUNTIME_ALIASES = process.env.SAVDO_HOST_RUNTIME === 'react' ? [] : PREACT_ALIASES;

// React Router's package points every import at its development build (its warnings and
// invariant checks) whatever the bundler's mode; a production build takes the one beside it
// (docs/decisions/0339-plain-links-in-the-sidebar.md).
const ROUTER_ALIASES = [
  {
    find: /^react-router$/,
    replacement: resolve(
      dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];

export default defineConfig(({ command }) => ({
  root,
  base: '/',
  plugins:
    command === 'build'
      ? [translatorSwitch(), backOfficeContractCopy(), contractPureSchemas(), react()]
      : [react()],
  // React's API on preact/compat, as in the embed (docs/decisions/0041-embed-runtime.md and
  // 0081-host-first-load.md): about 60 KB gzip less on every page's first load. `vite dev`,
  // the unit tests and Storybook keep real React.
  resolve:
    command === 'build'
      ? { alias: [...RUNTIME_ALIASES, ...STYLED_ALIASES, ...ROUTER_ALIASES] }
      : {},
  build: {
    outDir: process.env.SAVDO_HOST_OUT ? resolve(process.env.SAVDO_HOST_OUT) : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each page loads (tests/bench/_host-measure.mjs).
    manifest: true,
    chunkSizeWarningLimit: 900,
    // The contract's schemas (and TypeBox) stay out of the pages: packages/contract/pure-functions.mjs.
    // Reading a property has no effects in our code or our libraries; without saying so, Rolldown
    // kept `{ ...PageQuerySchema.properties }` of every dropped schema, and with it TypeBox.
    rollupOptions: {
      treeshake: { moduleSideEffects: contractModuleSideEffects, propertyReadSideEffects: false },
      output: {
        // One "shell" chunk for what most pages share (our packages and the runtime libraries),
        // instead of Rolldown's automatic split, which cut the shell into some twenty small
        // files once the plans page arrived: fewer requests and a smaller first load on every
        // page (docs/decisions/0081-host-first-load.md).
        codeSplitting: {
          groups: [
            {
              // TypeBox runs only in the back office (its forms' checks). Without a group of its
              // own, the shell would take it in as a dependency of the contract's modules.
              name: 'typebox',
              test: /[\\/]node_modules[\\/]typebox[\\/]/,
              priority: 20,
            },
            {
              name: 'shell',
              // The back office's copy of the contract stays with the back office (back-office-copy.mjs).
              test: (id: string) =>
                SHELL_LIBRARIES.test(id) && !FEATURE_ENTRIES.test(id) && !isBackOfficeCopy(id),
              // 9, not 10 (measured 2026-11-30): once the widget gallery stopped importing the
              // widgets it previews, ui's tabs fell under 10 and became a file of its own that
              // every page loads; at 9 every page is 1-1.5 KB lighter than before that change.
              minShareCount: 9,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
}));
