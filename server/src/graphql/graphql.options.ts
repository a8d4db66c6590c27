import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from 'src/config/app.config.js';
import { formatGraphqlError } from './format-error.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface GraphqlContext {
  req: Request;
  res: Response;
  loaders: Loaders;
}

/**
 * Limits sized for the product's own screens (the deepest, a customer's plans with their plan
 * and theme, is 4 levels) with room to spare, and far below what could tire the database.
 */
const armor = new ApolloArmor({
  maxDepth: { n: 8 },
  maxAliases: { n: 15 },
  costLimit: { maxCost: 5000 },
  maxDirectives: { n: 20 },
  maxTokens: { n: 2000 },
  blockFieldSuggestion: { enabled: true },
});

export function graphqlOptions(config: AppConfig, dataSource: DataSource): ApolloDriverConfig {
  const protection = armor.protect();
  const production = config.env === 'production';
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    introspection: !production,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // A missing or bad token, a forbidden action or too many tries answer 401, 403 or 429 as the
    // REST facade does, so clients can react to the status alone (Nest resets it to 200 otherwise).
    preserveHttpStatusForExecutionErrors: false,
    allowBatchedHttpRequests: false,
    // graphql-armor is typed against Apollo's CommonJS build, the server loads the ESM one: same objects.
    plugins: protection.plugins as NonNullable<ApolloDriverConfig['plugins']>,
    validationRules: [...protection.validationRules],
    formatError: formatGraphqlError,
    context: ({ req, res }: { req: Request; res: Response }): GraphqlContext => ({
      req,
      res,
      loaders: createLoaders(dataSource),
    }),
  };
}
