/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chartChunkGuard } from './vite/chart-chunk-guard';
import { muiWithoutUnusedParts } from './vite/mui-without-unused-parts';

/** The MUI components the site header, footer and home page's first screen use. */
const PUBLIC_SHELL_MUI = [
  'styles',
  'Box',
  'Typography',
  'Link',
  'Container',
  'Toolbar',
  'Paper',
  'Button',
  'ButtonBase',
  'IconButton',
  'SvgIcon',
  'Skeleton',
];

/** Apollo Client and the packages only it uses. */
const APOLLO_PACKAGES = [
  '@apollo',
  'graphql',
  '@wry',
  'optimism',
  'rxjs',
  'ts-invariant',
  'zen-observable-ts',
  '@graphql-typed-document-node',
];

/** The client's own modules on every public page (see the site-core chunk). */
const PUBLIC_SHELL_MODULES = [
  'lib/render-context',
  'app/lazy-page',
  'config/paths',
  'config/site',
  'lib/format',
  'lib/popstate-first',
  'components/ui/seo',
  'components/ui/json-ld',
  'components/ui/page-loading',
  'components/layouts/site-header',
  'components/layouts/site-nav',
];

const serverUrl = process.env.SERVER_URL ?? 'http://127.0.0.1:3000';

/**
 * React Router's production build: its package offers only the development one to bundlers (the
 * two differ only in the development warnings, some 4 KB of every page's JavaScript).
 */
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    muiWithoutUnusedParts(),
    react(),
    chartChunkGuard(),
    // Precompressed at build time, at the highest settings, and sent as they are by the server:
    // no asset is compressed per request. Fonts (woff2) and images are compressed already.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|xml|txt)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        ],
        skipIfLargerOrEqual: true,
      }),
  ],
  // date-fns-jalali is installed under client/ only; the date pickers (hoisted to the root) must find it there.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
    // stylis once: emotion pins its own copy, and the RTL plugin would bring a second (1.3 KB gzip).
    dedupe: ['date-fns-jalali', 'stylis'],
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/graphql': serverUrl,
      '/uploads': serverUrl,
      '/sitemap.xml': serverUrl,
      '/robots.txt': serverUrl,
    },
  },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Alone, so the entry (which loads the app with it after the first paint) imports nothing else.
              name: 'preload-helper',
              test: /vite[\\/]preload-helper|^\0vite\/preload-helper/,
              priority: 10,
            },
            {
              // The entry's own import: kept out of the groups below, which would otherwise take it in with their modules.
              name: 'server-state',
              test: /src[\\/]lib[\\/]server-state\.ts$/,
              priority: 9,
            },
            {
              // React on its own, so the entry can evaluate it in a task of its own (src/entry-client.tsx).
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              /*
               * The MUI parts of the public shell travel as one chunk. Left alone, everything the
               * back office shares with the shell is cut into a file per component, and the home
               * page's first visit pays for a dozen small files (about 7 KB gzip more).
               */
              name: 'shell',
              test: new RegExp(String.raw`node_modules[\/](@mui[\/]material[\/](esm[\/])?(${PUBLIC_SHELL_MUI.join('|')})[\/])`),
            },
            {
              /*
               * Apollo and what it brings, as one file: a page that loads data loads all of it,
               * and starting each of a dozen small requests costs the phone's main thread more
               * than the bytes do.
               */
              name: 'apollo',
              test: new RegExp(String.raw`node_modules[\/](${APOLLO_PACKAGES.join('|')})[\/]`),
            },
            {
              // The small modules every public page shares (paths, formats, head tags, the
              // layout's parts) in one file rather than a request each.
              name: 'site-core',
              test: new RegExp(String.raw`src[\/](${PUBLIC_SHELL_MODULES.join('|')})\.tsx?$`),
            },
          ],
        },
      },
    },
  },
  // The server-rendering bundle (dist-ssr, loaded by the server) carries its dependencies, so the
  // server needs no module resolution of the client's packages at run time.
  ssr: { noExternal: true },
  // React, MUI and emotion in their production form on the server too: the class names emotion
  // writes into the HTML must be those the browser's production build computes when hydrating.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  test: {
    // Most tests check plain logic: a DOM costs a second or more per file to set up, so only the
    // files that render or touch browser storage ask for one (`// @vitest-environment jsdom`).
    environment: 'node',
    globals: true,
    // Files share a worker's module cache instead of loading React, MUI and Apollo again each: the
    // run takes half the CPU. Each file leaves nothing behind (test-setup.ts unmounts, tests that
    // store or fake timers reset them), which shuffled orders (--sequence.shuffle) check.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'vite/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
  },
}));
