// One lint configuration for the whole repository (server, client, scripts, tests).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones and resolvers are read from here, whatever the directory ESLint runs in (the architecture test
// runs it from server/).
const repositoryRoot = fileURLToPath(new URL('.', import.meta.url));

// The client's layers: app composes features, features stand on components, lib and config, and
// no feature reaches into another (what two features share moves down into components/ or lib/).
const clientFeatures = readdirSync(new URL('client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientLayerZones = [
  {
    target: ['./client/src/components', './client/src/lib', './client/src/config', './client/src/features'],
    from: './client/src/app',
    message: 'Shared code and features never import app/: move what they need into lib/ or components/.',
  },
  {
    target: ['./client/src/components', './client/src/lib', './client/src/config'],
    from: './client/src/features',
    message: 'Shared code never imports a feature.',
  },
  ...clientFeatures.map((name) => ({
    target: `./client/src/features/${name}`,
    from: './client/src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move the shared piece into components/ or lib/, or let the page pass it.',
  })),
];

// The server's rooms by kind (docs/ARCHITECTURE.md, "Folders by kind"), each importing only the
// rooms below it: common/ (pure helpers) imports nothing of the server's; platform/ (events, files,
// health, observability, configuration, Redis, limits) imports common/; domain/ (one subject each:
// entities, services, resolvers) imports platform/ and common/ and publishes domain events;
// reactions/ (activity, public reads, webhooks, live) hear those events and read domain tables
// through entities, never a domain service or module; delivery/ (GraphQL, the REST facade, pages,
// exports, operations) may use them all. The zones are read off the folders, so a room added to a
// kind is held by its rules the day it is made; with no-cycle, no module cycle can return.
const serverRoom = (kind) => fileURLToPath(new URL(`server/src/${kind}/`, import.meta.url));
const serverRooms = (kind) =>
  readdirSync(serverRoom(kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '__tests__')
    .map((entry) => entry.name);
// What each kind may import besides itself.
const serverKindMayImport = {
  common: [],
  platform: ['common'],
  domain: ['platform', 'common'],
  reactions: ['domain', 'platform', 'common'],
};
// Everything at the top of server/src but the kind itself and the kinds below it: a folder or a
// file added up there (app.module.ts, database/ with its migrations) is above every kind at once.
const serverTop = readdirSync(serverRoom('.'));
const serverLayerZones = [
  ...Object.entries(serverKindMayImport).map(([kind, below]) => ({
    target: `./server/src/${kind}`,
    from: serverTop.filter((entry) => entry !== kind && !below.includes(entry)).map((entry) => `./server/src/${entry}`),
    message: `${kind}/ imports only ${below.length ? `${below.join('/, ')}/ and ` : ''}itself (docs/ARCHITECTURE.md, "Folders by kind").`,
  })),
  {
    target: './server/src/reactions',
    from: `${serverRoom('domain')}{${serverRooms('domain').join(',')}}/**/*.{module,service,resolver,controller,loader}.ts`,
    message: 'A reaction hears domain events and reads domain tables through their entities, never a domain service or module.',
  },
  {
    target: './server/src/platform/events',
    from: serverRooms('platform')
      .filter((name) => name !== 'events')
      .map((name) => `./server/src/platform/${name}`),
    message: 'The events module depends on no other room: domain modules and reactions depend on it.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-ssr/',
      'server/.smoke-dist/',
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
    // Layering, import order and promises that nobody awaits, on the client (type-aware: the
    // client's own tsconfig, so the server's files are not part of the program).
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL('client/tsconfig.json', import.meta.url)) }),
      ],
      // As on the server: without it no-cycle stops at the first .ts or .tsx import and finds nothing.
      'import-x/extensions': ['.ts', '.tsx'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repositoryRoot, zones: clientLayerZones }],
      // Cycles through packages are not ours to fix, and following them cost a quarter of the lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Promises nobody awaits, on the server (type-aware: the server's own tsconfig): a rejected
    // one there is an unhandled rejection that ends the process, or a write that silently fails.
    files: ['server/src/**/*.ts', 'server/test/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Module layering and cycles on the server (see serverLayerZones above).
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: fileURLToPath(new URL('server/tsconfig.json', import.meta.url)) }),
      ],
      // no-cycle follows only files it may parse: without this it stops at the first .ts import.
      'import-x/extensions': ['.ts'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repositoryRoot, zones: serverLayerZones }],
      // Cycles through packages are not ours to fix, and following them cost a quarter of the lint.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // TypeORM's two-sided relations (a customer's plans, a plan's customer) name each other through
    // thunks (`() => CustomerPlan`) and `Relation<>`, so their import cycle is safe at load time.
    files: ['server/src/**/*.entity.ts'],
    rules: { 'import-x/no-cycle': 'off' },
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
