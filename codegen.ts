import type { CodegenConfig } from '@graphql-codegen/cli';

/** The client preset's settings, the same for both outputs. */
const presetConfig = {
  // Fragments share selections between operations; the screens read the fields directly.
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    // DateTime travels as an ISO 8601 string; an Upload variable is the File the form picked.
    scalars: { DateTime: 'string', Upload: 'File' },
  },
} as const;

/**
 * The public site's operations: every feature but the back office's (`*-admin`) and the login's.
 * They are generated a second time as typed query strings (generated/public), which the public
 * pages send with fetch (src/lib/public-data.ts): no GraphQL printer and no Apollo on a visitor's
 * first load.
 */
const PUBLIC_DOCUMENTS = ['client/src/features/**/api/*.graphql', '!client/src/features/*-admin/**', '!client/src/features/auth/**'];

// The server writes schema.graphql (code-first); the client's typed documents are generated from it.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/generated/': {
      documents: ['client/src/features/**/api/*.graphql'],
      preset: 'client',
      ...presetConfig,
    },
    'client/src/generated/public/': {
      documents: PUBLIC_DOCUMENTS,
      preset: 'client',
      presetConfig: presetConfig.presetConfig,
      config: { ...presetConfig.config, documentMode: 'string' },
    },
  },
};

export default config;
