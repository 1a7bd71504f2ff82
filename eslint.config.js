// Lint rules for the whole workspace. Import boundaries are checked separately by
// dependency-cruiser (.dependency-cruiser.cjs), which understands package layers better.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/** The widgets package's entry points (`calendar`, `courses/player`, ...), from its exports. */
const widgetEntries = Object.keys(
  JSON.parse(readFileSync(new URL('./packages/widgets/package.json', import.meta.url), 'utf8'))
    .exports,
)
  .filter((key) => key !== '.' && !key.includes('*'))
  .map((key) => key.slice(2).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** No CSS comment inside a tagged template (styled, css, keyframes, createGlobalStyle). */
const NO_CSS_COMMENTS = {
  selector: 'TaggedTemplateExpression TemplateElement[value.raw=/\\/\\*/]',
  message:
    'A comment inside a styled template ships in the bundle: write it as a JS comment beside the template.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'build/**',
      'coverage/**',
      '.data/**',
      'test-results/**',
      // The boundaries test's fixtures (tests/unit/tooling/boundaries.test.ts) come and go while
      // the static checks run beside it: a file listed, then deleted, failed the whole lint.
      '**/__boundary_fixture_*__/**',
      '**/__fixture_[ab]_*__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'packages/ui/**/*.{ts,tsx}',
      'packages/widgets/**/*.{ts,tsx}',
      'host-app/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Each page loads only its own widget: the host app imports a feature's entry point
    // (`@savdo/widgets/calendar`, `@savdo/widgets/courses/player`), never the barrel of every
    // widget nor a module inside an entry, but for the entry's manifest (`.../manifest`: data
    // that describes the element, which the widget gallery reads without the widget's code).
    // The entries are read from the widgets package.
    files: ['host-app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@savdo/widgets',
              message:
                "Import the feature's entry point (e.g. '@savdo/widgets/calendar'): the root barrel puts every widget into the page's chunk.",
            },
          ],
          patterns: [
            {
              regex: `^@savdo/widgets/(?!(?:${widgetEntries.join('|')})(?:/manifest)?$).+`,
              message: "Import the feature's entry point (or its manifest), not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    // The text of a styled template ships whole in the bundles, comments too (the partner
    // calendar carried about 100 B of them): say why beside the template, in a JS comment.
    files: ['packages/{ui,widgets}/src/**/*.{ts,tsx}', 'host-app/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_CSS_COMMENTS] },
  },
  {
    // A page renders inside the layout's StagedLanguage: a language switch reaches it a task
    // after the header (docs/decisions/0330-interactions-bench.md). A page that
    // subscribed to core's $language itself would be drawn again inside the click's task.
    files: ['host-app/src/pages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_CSS_COMMENTS,
        {
          selector: "CallExpression[callee.name='useStore'][arguments.0.name='$language']",
          message:
            'Read the language with useLanguage() (@savdo/ui), the one `t` is in: it follows a switch a task after the frame.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
