// Lint rules for the whole workspace. Import boundaries are checked separately by
// dependency-cruiser (.dependency-cruiser.cjs), which understands package layers better.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'coverage/**', '.data/**', 'test-results/**'] },
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
    // Each page loads only its own widget (issue 9): the host app imports a feature's entry
    // point (`@savdo/widgets/economic-calendar`), never the barrel of every widget.
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
                "Import the feature's entry point (e.g. '@savdo/widgets/economic-calendar'): the root barrel puts every widget into the page's chunk.",
            },
          ],
          patterns: [
            {
              group: ['@savdo/widgets/*/*'],
              message: "Import the feature's entry point, not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
