import type { CodegenConfig } from '@graphql-codegen/cli';

// The server writes schema.graphql (code-first); the client's typed documents are generated from it.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/features/**/api/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};

export default config;
