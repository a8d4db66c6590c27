import { createParamDecorator, Injectable, type ExecutionContext } from '@nestjs/common';
import { requestOf } from 'src/common/auth/request-context.js';
import { DataSource } from 'typeorm';
import { createLoaders, type Loaders } from 'src/domain/loaders.js';
import { LegacyImageMapper } from './mappers.js';

/**
 * What every facade controller needs besides its services: the per-request DataLoaders the
 * resolvers use (so a REST list makes as few queries as its GraphQL twin) and the image mapper.
 */
@Injectable()
export class RestContext {
  constructor(
    private readonly dataSource: DataSource,
    readonly map: LegacyImageMapper,
  ) {}

  loaders(): Loaders {
    return createLoaders(this.dataSource);
  }
}

/** Whether an API token makes the call (its answer leaves out other scopes' private fields, mappers.ts), rather than an admin. */
export const ByApiToken = createParamDecorator((_data: unknown, context: ExecutionContext): boolean =>
  Boolean(requestOf(context).apiToken),
);
