import type { CodegenConfig } from '@graphql-codegen/cli';

// The server writes schema.graphql (code-first); the client's typed documents are generated from it.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/features/**/api/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/generated/': {
      preset: 'client',
      // Fragments share selections between operations; the screens read the fields directly.
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // DateTime travels as an ISO 8601 string; an Upload variable is the File the form picked.
        scalars: { DateTime: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
