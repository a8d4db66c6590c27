// One lint configuration for the whole repository (server, client, scripts, tests).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      '**/coverage/',
      'data/',
      'client/src/generated/',
      'client/test-results/',
      'client/playwright-report/',
      // Compiled by the server tests that start the real entry point; CI lints while they run.
      'server/.test-dist-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter kept for its position (Nest, Express and React call signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: [
      'server/**/*.{ts,js,mjs}',
      'scripts/**/*.mjs',
      'client/scripts/**/*.mjs',
      'client/e2e/**/*.mjs',
      '*.{js,mjs,ts}',
      'client/*.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Nest modules and GraphQL object types are classes with decorators and no members of their own.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'client/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The login page and the order dialog open for one purpose, typing; their first field takes
      // focus as the user expects. MUI components are not DOM elements, so raw autoFocus stays caught.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Functions passed to page.evaluate() run inside the headless browser.
    files: ['scripts/render-demo-images.mjs', 'client/scripts/filter-click.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['server/test/**/*.ts', 'server/src/**/__tests__/**/*.ts', 'client/src/**/*.test.{ts,tsx}', 'client/e2e/**/*.ts'],
    rules: {
      // Test doubles and parsed JSON bodies are loosely typed on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  prettier,
);
